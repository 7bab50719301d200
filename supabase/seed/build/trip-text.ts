import { clip } from '../limits';
import type { Faq, Lang, TripTemplate } from '../types';

const fitness: Record<Lang, string[]> = {
  en: [
    'Anyone in normal health can join: walks are short and optional, and most days are spent at an easy pace.',
    'You should be able to walk or exercise for four to five hours a day with short climbs. Regular weekend activity is enough preparation.',
    'You need good fitness for six-hour days with up to 1,000 m of ascent, several days in a row. Train with long hikes in the two months before.',
    'This trip requires excellent fitness and experience of long days in the mountains: up to nine hours and 1,500 m of ascent. We will ask about your experience when you book.',
    'Only for very fit and experienced participants used to long, committing days at altitude or on technical terrain. Your guide confirms your level before departure.',
  ],
  es: [
    'Puede participar cualquier persona con buena salud: los paseos son cortos y opcionales y la mayoría de los días se viven a ritmo tranquilo.',
    'Debes poder caminar o hacer ejercicio de cuatro a cinco horas al día con subidas cortas. Basta con una actividad regular los fines de semana.',
    'Necesitas buena forma física para jornadas de seis horas con hasta 1.000 m de desnivel, varios días seguidos. Entrena con salidas largas los dos meses previos.',
    'Este viaje requiere una forma excelente y experiencia en jornadas largas de montaña: hasta nueve horas y 1.500 m de desnivel. Te preguntaremos por tu experiencia al reservar.',
    'Solo para participantes muy en forma y con experiencia en jornadas largas y comprometidas en altitud o terreno técnico. Tu guía confirma tu nivel antes de la salida.',
  ],
};

function groupText(lang: Lang, t: TripTemplate): string {
  const n = t.capacity;
  const texts: Record<TripTemplate['groupType'], Record<Lang, string>> = {
    open: {
      en: `Open group departures of up to ${n} travellers; you can join on your own or with friends.`,
      es: `Salidas en grupo abierto de hasta ${n} viajeros; puedes apuntarte solo o con amigos.`,
    },
    private: {
      en: `Private departures only, for groups of 2 to ${n} people, on the dates you choose.`,
      es: `Solo salidas privadas, para grupos de 2 a ${n} personas, en las fechas que elijas.`,
    },
    both: {
      en: `Join an open group of up to ${n} travellers, or book a private departure for your own group.`,
      es: `Únete a un grupo abierto de hasta ${n} viajeros o reserva una salida privada para tu grupo.`,
    },
    ask: {
      en: `Dates and group size (up to ${n}) are confirmed on request: send us an inquiry from this page.`,
      es: `Las fechas y el tamaño del grupo (hasta ${n}) se confirman a petición: envíanos una consulta desde esta página.`,
    },
  };
  return texts[t.groupType][lang];
}

/**
 * What a trip's terms say is never typed into its texts: the page fills these placeholders from the trip's own
 * columns and the level names (supabase/functions/_shared/trip-terms.ts, docs/trip-terms.md), and adds the FAQs the
 * terms answer ("How do I pay?", "What if I cancel?") itself.
 */
const PAYMENT = '{{payment}}';
const LEVEL = '{{level}}';

export function practicalInfo(lang: Lang, t: TripTemplate): string {
  const lines =
    lang === 'en'
      ? [
          `Best season: ${t.season.en}.`,
          `Meeting point: ${t.meeting.en}.`,
          `Level: ${LEVEL}. ${fitness.en[t.difficulty - 1]}`,
          `Group: ${groupText('en', t)}`,
          `Payment: ${PAYMENT}`,
          'Travel insurance that covers the activity, medical costs and rescue is mandatory.',
        ]
      : [
          `Mejor temporada: ${t.season.es}.`,
          `Punto de encuentro: ${t.meeting.es}.`,
          `Nivel: ${LEVEL}. ${fitness.es[t.difficulty - 1]}`,
          `Grupo: ${groupText('es', t)}`,
          `Pago: ${PAYMENT}`,
          'Es obligatorio un seguro de viaje que cubra la actividad, los gastos médicos y el rescate.',
        ];
  return lines.join('\n\n');
}

export function faqs(lang: Lang, t: TripTemplate): { question: string; answer: string }[] {
  const generated: Faq[] = [
    {
      q: { en: 'How fit do I need to be?', es: '¿Qué forma física necesito?' },
      a: { en: fitness.en[t.difficulty - 1] ?? '', es: fitness.es[t.difficulty - 1] ?? '' },
    },
    {
      q: { en: 'How big is the group?', es: '¿De cuántas personas es el grupo?' },
      a: { en: groupText('en', t), es: groupText('es', t) },
    },
    {
      q: { en: 'When is the best time to go?', es: '¿Cuál es la mejor época?' },
      a: {
        en: `The best season is ${t.season.en}. Departures outside it can be arranged privately.`,
        es: `La mejor temporada es ${t.season.es}. Fuera de ella podemos organizar salidas privadas.`,
      },
    },
  ];
  return [t.faq, ...(t.extraFaqs ?? []), ...generated].map((f) => ({ question: f.q[lang], answer: f.a[lang] }));
}

export function seoTitle(lang: Lang, t: TripTemplate, countryName: string): string {
  const candidates = [`${t.title[lang]} | ${countryName}`, t.title[lang], t.seoTitle?.[lang] ?? ''];
  return candidates.find((c) => c !== '' && c.length <= 60) ?? clip(t.title[lang], 60);
}

export function seoDescription(lang: Lang, t: TripTemplate): string {
  return clip(t.seoDescription?.[lang] ?? t.summary[lang], 160);
}
