import type { RoutingConfig } from 'next-intl/routing';
import { defaultLocale, localePrefix, locales } from './locales';

/**
 * The shop's one route table: every page and file under app/[lang] (the key is its folder, a dynamic segment written
 * [name]) with its address per language where the two differ. next-intl's middleware serves each address from its
 * folder (/es/contacto is app/[lang]/contact) and moves an address of the other language to this language's own one
 * (/es/contact -> /es/contacto, /en/contacto -> /en/contact). A unit test compares the keys with the folders, so a new
 * page fails the tests until it is listed here.
 *
 * Every page lives under /en or /es, so next-intl neither negotiates a locale nor writes its NEXT_LOCALE cookie: an
 * anonymous page response carries no Set-Cookie and a shared cache may keep it. No hreflang `Link` header either: the
 * pages' own canonical and hreflang links are built from the configured site URL, the header would be built from the
 * request's host and disagree with them behind any proxy.
 *
 * The object is next-intl's RoutingConfig as `defineRouting` would return it (that function returns its argument), written
 * without calling it: lib code that only reads the table (page addresses, e-mails, the payment webhook) then loads no
 * next-intl module, which ships ES modules only and which the integration tests' Node cannot require.
 */
export const routing = {
  locales,
  defaultLocale,
  localePrefix,
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
  pathnames: {
    '/': '/',
    '/account': { en: '/account', es: '/mi-cuenta' },
    '/account/bookings/[reference]': '/account/bookings/[reference]',
    '/account/bookings/[reference]/calendar.ics': '/account/bookings/[reference]/calendar.ics',
    '/account/bookings/[reference]/invoice.pdf': '/account/bookings/[reference]/invoice.pdf',
    '/account/bookings/[reference]/receipts/[payment]': '/account/bookings/[reference]/receipts/[payment]',
    '/account/export': '/account/export',
    '/activities': { en: '/activities', es: '/actividades' },
    '/activity/[id]': '/activity/[id]',
    '/auth/confirm': '/auth/confirm',
    '/auth/reset-password': '/auth/reset-password',
    '/blog': '/blog',
    '/blog/[id]': '/blog/[id]',
    '/blog/page/[page]': '/blog/page/[page]',
    '/certifications': { en: '/certifications', es: '/certificaciones' },
    '/checkout': '/checkout',
    '/checkout/error': '/checkout/error',
    '/checkout/success': '/checkout/success',
    '/contact': { en: '/contact', es: '/contacto' },
    '/cookies-policy': { en: '/cookies-policy', es: '/politica-cookies' },
    '/country/[id]': '/country/[id]',
    '/courses': { en: '/courses', es: '/cursos' },
    '/courses/[id]/[slug]': { en: '/courses/[id]/[slug]', es: '/cursos/[id]/[slug]' },
    '/courses/[id]/[slug]/certificate.pdf': { en: '/courses/[id]/[slug]/certificate.pdf', es: '/cursos/[id]/[slug]/certificate.pdf' },
    '/courses/[id]/[slug]/lessons/[lesson]': { en: '/courses/[id]/[slug]/lessons/[lesson]', es: '/cursos/[id]/[slug]/lessons/[lesson]' },
    '/destinations': { en: '/destinations', es: '/destinos' },
    '/gift-vouchers': { en: '/gift-vouchers', es: '/tarjetas-regalo' },
    '/gift-vouchers/voucher.pdf': { en: '/gift-vouchers/voucher.pdf', es: '/tarjetas-regalo/voucher.pdf' },
    '/how-it-works': { en: '/how-it-works', es: '/como-funciona' },
    '/payment': '/payment',
    '/payment/course': '/payment/course',
    '/payment/gift-voucher': '/payment/gift-voucher',
    '/payment/gift-voucher/error': '/payment/gift-voucher/error',
    '/payment/gift-voucher/success': '/payment/gift-voucher/success',
    '/place/[id]': '/place/[id]',
    '/places': { en: '/places', es: '/lugares' },
    '/privacy-policy': { en: '/privacy-policy', es: '/politica-privacidad' },
    '/private-adventures': { en: '/private-adventures', es: '/aventuras-privadas' },
    '/random-trip': { en: '/random-trip', es: '/viaje-aleatorio' },
    '/review': { en: '/review', es: '/opinar' },
    '/review/moderate': { en: '/review/moderate', es: '/opinar/moderar' },
    '/share.png': '/share.png',
    '/terms-and-conditions': { en: '/terms-and-conditions', es: '/terminos-condiciones' },
    '/travel/[id]/[slug]': '/travel/[id]/[slug]',
    '/travel/[id]/[slug]/book': '/travel/[id]/[slug]/book',
    '/travel/[id]/[slug]/notes.pdf': '/travel/[id]/[slug]/notes.pdf',
    '/travel/[id]/[slug]/opengraph-image': '/travel/[id]/[slug]/opengraph-image',
    '/waitlist': { en: '/waitlist', es: '/lista-de-espera' },
  },
} as const satisfies RoutingConfig<typeof locales, 'always', Record<string, string | Record<(typeof locales)[number], string>>, never>;

export type Locale = (typeof routing.locales)[number];
export type RouteTemplate = keyof typeof routing.pathnames;

/** Older one-word names of two lists (SPEC: "also /activity", "also /country"): they move to the list's address. */
export const formerNames: Record<string, RouteTemplate> = { '/activity': '/activities', '/country': '/destinations' };

/**
 * The SPEC's legacy addresses without a language: they move to the same page under the visitor's stored language,
 * by any of the page's names (/actividades and /activities both lead to the activities list).
 */
export const legacyTemplates: readonly RouteTemplate[] = [
  '/travel/[id]/[slug]', '/country/[id]', '/activity/[id]', '/activities', '/destinations', '/places', '/how-it-works',
];
