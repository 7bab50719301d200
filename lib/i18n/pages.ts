import { routing, type Locale, type RouteTemplate } from './routing';

/** A page without dynamic segments, by its folder under app/[lang]: 'contact', 'checkout/success', '' (home). */
export type StaticPage = RouteTemplate extends infer T ? (T extends `/${infer Name}` ? (Name extends `${string}[${string}` ? never : Name) : never) : never;
function localized(lang: Locale, template: RouteTemplate): string {
  const entry = routing.pathnames[template];
  return typeof entry === 'string' ? entry : entry[lang];
}

/** The path of a page in a language, without the language prefix: '/contacto', '/blog', '/'. */
export function pagePath(lang: Locale, page: StaticPage): string {
  return localized(lang, `/${page}` as RouteTemplate);
}

/** Every page of fixed address (no dynamic segment, not a file), for the sitemap and hreflang. */
export function staticPages(): StaticPage[] {
  return (Object.keys(routing.pathnames) as RouteTemplate[])
    .filter((template) => !template.includes('[') && !template.includes('.'))
    .map((template) => template.slice(1) as StaticPage);
}

/** Every address a route answers at in any language, with the route: the route folder first, then each language's. */
export function templatesOf(template: RouteTemplate): string[] {
  return [...new Set([template, ...routing.locales.map((lang) => localized(lang, template))])];
}

export { localized as localizedTemplate };
