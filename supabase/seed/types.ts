export type Lang = 'en' | 'es';
export const langs: readonly Lang[] = ['en', 'es'];

/** A text in both languages. */
export interface Bi {
  en: string;
  es: string;
}

export type GroupType = 'open' | 'private' | 'both' | 'ask';
export type ImageTheme = 'peaks' | 'snow' | 'sea' | 'desert' | 'city' | 'savanna' | 'hills' | 'volcanic' | 'forest';

export interface Country {
  id: number;
  iso: string;
  slug: string;
  theme: ImageTheme;
  name: Bi;
  titulo60: Bi;
  desc150: Bi;
  description: Bi;
}

export interface Activity {
  id: number;
  slug: string;
  theme: ImageTheme;
  name: Bi;
  titulo60: Bi;
  desc150: Bi;
  description: Bi;
}

/** One day of an itinerary: [title, description] per language. */
export interface Day {
  en: [string, string];
  es: [string, string];
}

export interface Stop {
  name: string;
  lon: number;
  lat: number;
}

export interface Faq {
  q: Bi;
  a: Bi;
}

export type VariantKind = 'private' | 'premium';

/** A hand-written trip; each one also yields a derived variant (see trips/variants.ts). */
export interface TripTemplate {
  key: string;
  country: string;
  activity: number;
  theme: ImageTheme;
  difficulty: 1 | 2 | 3 | 4 | 5;
  groupType: GroupType;
  priceEuros: number;
  discount?: number;
  deposit?: number;
  featured?: boolean;
  published?: boolean;
  variant: VariantKind;
  capacity: number;
  slug: Bi;
  title: Bi;
  summary: Bi;
  intro: Bi;
  highlights: { en: string[]; es: string[] };
  days: Day[];
  includes: { en: string[]; es: string[] };
  excludes: { en: string[]; es: string[] };
  season: Bi;
  meeting: Bi;
  faq: Faq;
  extraFaqs?: Faq[];
  /** Set on variants, whose summary is too long for a search snippet. */
  seoDescription?: Bi;
  seoTitle?: Bi;
  stops: Stop[];
  video?: string;
}

/** The same day format for a compact authoring helper. */
export function day(titleEn: string, descEn: string, titleEs: string, descEs: string): Day {
  return { en: [titleEn, descEn], es: [titleEs, descEs] };
}
