import { defineRouting } from 'next-intl/routing';

/**
 * Every page lives under /en or /es and the middleware does the routing itself (lib/i18n/route-request.ts), so
 * next-intl neither negotiates a locale nor writes its NEXT_LOCALE cookie: an anonymous page response carries no
 * Set-Cookie and a shared cache may keep it. No hreflang `Link` header either (the page cache's stylesheet preload is
 * the only `Link`): the pages' own canonical and hreflang links are built from the configured site URL, the header
 * would be built from the request's host and disagree with them behind any proxy.
 */
export const routing = defineRouting({
  locales: ['en', 'es'],
  defaultLocale: 'en',
  localePrefix: 'always',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
