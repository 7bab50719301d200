import type { Locale } from './routing';

/**
 * The pages with a slug per language (and old aliases). The key is the route folder under app/[lang]; each
 * language has one canonical slug (English under /en, Spanish under /es). Every other alias, in either language, redirects to the canonical slug
 * of the language in the path, so /es/contact -> /es/contacto and /en/contacto -> /en/contact.
 */
export const aliasedPages = {
  account: { en: 'account', es: 'mi-cuenta', aliases: [] },
  activities: { en: 'activities', es: 'actividades', aliases: ['activity'] },
  certifications: { en: 'certifications', es: 'certificaciones', aliases: [] },
  contact: { en: 'contact', es: 'contacto', aliases: [] },
  'cookies-policy': { en: 'cookies-policy', es: 'politica-cookies', aliases: [] },
  courses: { en: 'courses', es: 'cursos', aliases: [] },
  destinations: { en: 'destinations', es: 'destinos', aliases: ['country'] },
  'how-it-works': { en: 'how-it-works', es: 'como-funciona', aliases: [] },
  places: { en: 'places', es: 'lugares', aliases: [] },
  'privacy-policy': { en: 'privacy-policy', es: 'politica-privacidad', aliases: [] },
  'private-adventures': { en: 'private-adventures', es: 'aventuras-privadas', aliases: [] },
  'random-trip': { en: 'random-trip', es: 'viaje-aleatorio', aliases: [] },
  'terms-and-conditions': { en: 'terms-and-conditions', es: 'terminos-condiciones', aliases: [] },
} as const satisfies Record<string, { en: string; es: string; aliases: readonly string[] }>;

export type AliasedPage = keyof typeof aliasedPages;

/** The pages without aliases (the route is the same in both languages). */
export const plainPages = ['', 'blog', 'checkout', 'checkout/success', 'checkout/error', 'payment'] as const;
export type PlainPage = (typeof plainPages)[number];

const lookup = new Map<string, AliasedPage>();
for (const [page, entry] of Object.entries(aliasedPages) as [AliasedPage, (typeof aliasedPages)[AliasedPage]][]) {
  for (const slug of [entry.en, entry.es, ...entry.aliases]) lookup.set(slug, page);
}

/** The aliased page a single path segment names, in any language. */
export function aliasedPageOf(segment: string): AliasedPage | undefined {
  return lookup.get(segment);
}

/** The path of a page in a language, without the language prefix: '/contacto', '/blog', '/'. */
export function pagePath(lang: Locale, page: AliasedPage | PlainPage): string {
  if (page in aliasedPages) return `/${aliasedPages[page as AliasedPage][lang]}`;
  return `/${page}`;
}

/** Every static page with its path in each language (sitemap, hreflang). */
export function staticPages(): (AliasedPage | PlainPage)[] {
  return [...plainPages, ...(Object.keys(aliasedPages) as AliasedPage[])];
}
