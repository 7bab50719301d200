import { createNavigation } from 'next-intl/navigation';
import { defaultLocale, localePrefix, locales } from './locales';

/**
 * next-intl's navigation for the server (`redirect`, `getPathname`) and for the few personal client forms that move
 * the visitor on (`useRouter`). Addresses are written in the language they are rendered in (`pagePath(lang,
 * 'contact')` is '/contacto' under /es), so navigation only adds the language prefix: it takes the table's languages,
 * not its pathnames (with them next-intl would read every href as a route folder and translate it a second time).
 * Links are `Link` of ./link, which needs none of this in the browser.
 */
const navigation = createNavigation({ locales, defaultLocale, localePrefix });
export const { redirect, usePathname, useRouter, getPathname } = navigation;
