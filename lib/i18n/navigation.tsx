import type { ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { defaultLocale, localePrefix, locales } from './locales';

/**
 * Links are written with the address of the language they are rendered in (`pagePath(lang, 'contact')` is
 * '/contacto' under /es), so navigation only adds the language prefix: it takes the table's languages, not its
 * pathnames (with them next-intl would read every href as a route folder and translate it a second time).
 */
const navigation = createNavigation({ locales, defaultLocale, localePrefix });
export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * next-intl's Link without Next's viewport prefetching: on every first load that fetched five to seven pages' payloads
 * (and their scripts), each parsed on the main thread while the page hydrated, for pages the visitor mostly never
 * opened. Each link is marked `data-prefetch="intent"` instead, and `IntentPrefetch` (components/layout) prefetches it
 * when the visitor reaches for it. `prefetch={false}` still means never (pages rendered per request).
 * Not a client component: a link rendered by a server component costs the browser nothing more than the anchor.
 */
export function Link({ prefetch, ...props }: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link {...props} prefetch={false} data-prefetch={prefetch === false ? undefined : 'intent'} />;
}
