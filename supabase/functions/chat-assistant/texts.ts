import type { GroupType, Lang } from './catalogue.ts';
import { levelLabel } from './shop-texts.ts';

export interface Texts {
  from: string;
  days(n: number): string;
  level(n: number): string;
  group: Record<GroupType, string>;
  spots(n: number): string;
  lastSpot: string;
  nextDeparture: string;
  nextDepartures: string;
  noDepartures: string;
  /** `more`: the search stopped counting at `n` (its limit), and more trips match. */
  found(n: number, shown: number, more?: boolean): string;
  none: string;
  closest: string;
  greeting: string;
  thanks: string;
  browse: string;
  unknown(contactUrl: string, whatsappUrl: string): string;
  contact(contactUrl: string, whatsappUrl: string): string;
  moreHelp: string;
}

const en: Texts = {
  from: 'From',
  days: (n) => `${n} ${n === 1 ? 'day' : 'days'}`,
  level: (n) => levelLabel('en', n),
  group: { open: 'open group', private: 'private group', both: 'open or private group', ask: 'group type on request' },
  spots: (n) => `${n} spots left`,
  lastSpot: 'last spot',
  nextDeparture: 'Next departure',
  nextDepartures: 'Next departures',
  noDepartures: 'No upcoming departures with places: ask us for new dates.',
  found: (n, shown, more) =>
    n === 1 && !more
      ? 'I found **1** trip that matches:'
      : `I found **${more ? `more than ${n.toLocaleString('en')}` : n}** trips that match${shown < n ? `; here are the best ${shown}` : ''}:`,
  none: "I couldn't find a trip that matches all of that.",
  closest: 'These come closest:',
  greeting:
    'Hello! I can help you find your next adventure. Ask me, for example: "Easy hiking trips in May", ' +
    '"Sailing in Greece under 1,200 €" or "Next departures for Kilimanjaro".',
  thanks: "You're welcome! Ask me anything else about our trips whenever you like.",
  browse: 'Here are some of our most popular trips right now:',
  unknown: (contact, whatsapp) =>
    "I'm not sure I can answer that here. Tell me an activity, a destination, a month or a budget and I'll find " +
    `matching trips, or talk to our team: [contact form](${contact}) or [WhatsApp](${whatsapp}).`,
  contact: (contact, whatsapp) =>
    `Our team will be happy to help: write to us through the [contact form](${contact}) or on [WhatsApp](${whatsapp}).`,
  moreHelp: 'Want something different? Tell me more, or ask our team for a tailor-made trip.',
};

const es: Texts = {
  from: 'Desde',
  days: (n) => `${n} ${n === 1 ? 'día' : 'días'}`,
  level: (n) => levelLabel('es', n),
  group: { open: 'grupo abierto', private: 'grupo privado', both: 'grupo abierto o privado', ask: 'tipo de grupo a consultar' },
  spots: (n) => `${n} plazas libres`,
  lastSpot: 'última plaza',
  nextDeparture: 'Próxima salida',
  nextDepartures: 'Próximas salidas',
  noDepartures: 'No hay salidas próximas con plazas: pregúntanos por nuevas fechas.',
  found: (n, shown, more) =>
    n === 1 && !more
      ? 'He encontrado **1** viaje que encaja:'
      : `He encontrado **${more ? `más de ${n.toLocaleString('es')}` : n}** viajes que encajan${shown < n ? `; estos son los ${shown} mejores` : ''}:`,
  none: 'No he encontrado ningún viaje que cumpla todo eso.',
  closest: 'Estos son los más parecidos:',
  greeting:
    '¡Hola! Te ayudo a encontrar tu próxima aventura. Pregúntame, por ejemplo: "Senderismo fácil en mayo", ' +
    '"Vela en Grecia por menos de 1.200 €" o "Próximas salidas al Kilimanjaro".',
  thanks: '¡De nada! Pregúntame lo que quieras sobre nuestros viajes cuando quieras.',
  browse: 'Estos son algunos de nuestros viajes más populares ahora mismo:',
  unknown: (contact, whatsapp) =>
    'No estoy seguro de poder responder a eso aquí. Dime una actividad, un destino, un mes o un presupuesto y te ' +
    `buscaré viajes, o habla con nuestro equipo: [formulario de contacto](${contact}) o [WhatsApp](${whatsapp}).`,
  contact: (contact, whatsapp) =>
    `Nuestro equipo te ayudará encantado: escríbenos desde el [formulario de contacto](${contact}) o por [WhatsApp](${whatsapp}).`,
  moreHelp: '¿Buscas otra cosa? Cuéntame más, o pide a nuestro equipo un viaje a medida.',
};

export function text(lang: Lang): Texts {
  return lang === 'es' ? es : en;
}
