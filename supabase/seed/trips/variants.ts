import type { Bi, TripTemplate, VariantKind } from '../types';

interface VariantText {
  seoLead: Bi;
  seoSuffix: Bi;
  titleSuffix: Bi;
  slugSuffix: Bi;
  summary: Bi;
  intro: Bi;
  highlight: Bi;
  include: Bi;
  faq: { q: Bi; a: Bi };
  priceFactor: number;
}

const variantTexts: Record<VariantKind, VariantText> = {
  private: {
    seoLead: { en: 'Private group: ', es: 'Grupo privado: ' },
    seoSuffix: { en: ' · Private', es: ' · privado' },
    titleSuffix: { en: ' (Private Group)', es: ' (grupo privado)' },
    slugSuffix: { en: '-private', es: '-privado' },
    summary: { en: 'Private departure for your own group, on the dates you choose.', es: 'Salida privada para tu propio grupo, en las fechas que elijas.' },
    intro: {
      en: 'This is the private edition of one of our most popular trips: the same route and the same guides, but only for you and the people you choose. Start on any date in the season, adjust the pace to your group and, where the route allows, add a rest day or a detour.',
      es: 'Esta es la edición privada de uno de nuestros viajes más populares: la misma ruta y los mismos guías, pero solo para ti y las personas que elijas. Empieza cualquier día de la temporada, adapta el ritmo a tu grupo y, donde la ruta lo permite, añade un día de descanso o un desvío.',
    },
    highlight: { en: 'Your own guide and dates, only for your group', es: 'Guía y fechas propias, solo para tu grupo' },
    include: { en: 'Private guide for your group from the first to the last day', es: 'Guía privado para tu grupo del primer al último día' },
    faq: {
      q: { en: 'What is the minimum group size for a private departure?', es: '¿Cuál es el grupo mínimo para una salida privada?' },
      a: {
        en: 'Two people. The price shown is per person for a group of four; ask us for the price for two or three.',
        es: 'Dos personas. El precio indicado es por persona para un grupo de cuatro; pídenos el precio para dos o tres.',
      },
    },
    priceFactor: 1.35,
  },
  premium: {
    seoLead: { en: 'Premium edition: ', es: 'Edición premium: ' },
    seoSuffix: { en: ' · Premium', es: ' · premium' },
    titleSuffix: { en: ': Premium Edition', es: ': edición premium' },
    slugSuffix: { en: '-premium', es: '-premium' },
    summary: { en: 'Premium edition with upgraded lodging and smaller groups.', es: 'Edición premium con mejor alojamiento y grupos más reducidos.' },
    intro: {
      en: 'The premium edition follows the same itinerary with the best lodging available on the route, private rooms wherever they exist, a smaller group and a second guide, so every traveller gets more attention and more comfort at the end of each day.',
      es: 'La edición premium sigue el mismo itinerario con el mejor alojamiento disponible en la ruta, habitación privada donde existe, un grupo más pequeño y un segundo guía, para que cada viajero reciba más atención y más comodidad al final de cada día.',
    },
    highlight: { en: 'Best lodging on the route and a second guide', es: 'El mejor alojamiento de la ruta y un segundo guía' },
    include: { en: 'Upgraded rooms, dinner every night and a second guide', es: 'Habitaciones superiores, cena todas las noches y un segundo guía' },
    faq: {
      q: { en: 'What is the difference with the standard edition?', es: '¿Qué diferencia hay con la edición estándar?' },
      a: {
        en: 'Same route and days; better rooms, at most eight travellers and two guides. Dinners are included every night.',
        es: 'La misma ruta y los mismos días; mejores habitaciones, ocho viajeros como máximo y dos guías. Las cenas están incluidas todas las noches.',
      },
    },
    priceFactor: 1.4,
  },
};

const both = (a: Bi, f: (x: string, lang: 'en' | 'es') => string): Bi => ({ en: f(a.en, 'en'), es: f(a.es, 'es') });

/** A sellable variant of a template: distinct title, slug, price and texts, same itinerary and route. */
export function deriveVariant(t: TripTemplate): TripTemplate {
  const v = variantTexts[t.variant];
  return {
    ...t,
    key: `${t.key}--${t.variant}`,
    groupType: t.variant === 'private' ? 'private' : t.groupType,
    priceEuros: Math.round((t.priceEuros * v.priceFactor) / 10) * 10,
    discount: t.variant === 'premium' ? 0 : t.discount,
    featured: false,
    capacity: t.variant === 'premium' ? Math.min(8, t.capacity) : t.capacity,
    slug: both(t.slug, (s, l) => `${s}${v.slugSuffix[l]}`),
    title: both(t.title, (s, l) => `${s}${v.titleSuffix[l]}`),
    summary: both(t.summary, (s, l) => `${s} ${v.summary[l]}`),
    seoTitle: both(t.title, (s, l) => `${s}${v.seoSuffix[l]}`),
    seoDescription: both(t.summary, (s, l) => `${v.seoLead[l]}${s}`),
    intro: both(t.intro, (s, l) => `${v.intro[l]}\n\n${s}`),
    highlights: { en: [...t.highlights.en, v.highlight.en], es: [...t.highlights.es, v.highlight.es] },
    includes: { en: [...t.includes.en, v.include.en], es: [...t.includes.es, v.include.es] },
    extraFaqs: [...(t.extraFaqs ?? []), v.faq],
  };
}
