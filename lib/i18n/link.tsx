'use client';

import NextLink from 'next/link';
import { useParams } from 'next/navigation';
import type { ComponentProps } from 'react';
import { defaultLocale, locales } from './locales';

type Locale = (typeof locales)[number];
type Href = ComponentProps<typeof NextLink>['href'];

const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

/** An address of the shop written without its language ('/contacto', '/'), under `lang`; anything else as it is. */
export function localizeHref(href: Href, lang: Locale): Href {
  const prefix = (path: string) => (path.startsWith('/') && !path.startsWith('//') ? `/${lang}${path === '/' ? '' : path}` : path);
  if (typeof href === 'string') return prefix(href);
  return href.pathname ? { ...href, pathname: prefix(href.pathname) } : href;
}

/**
 * The shop's internal link: Next's `Link` with the page's language put in front of the address, which is written in
 * that language already (`pagePath(lang, 'contact')` is '/contacto' under /es), or of `locale` when given (the
 * not-found page's way home). Only the prefix is added, so the browser carries no route table and no i18n runtime:
 * next-intl's own Link brought its navigation and message runtime (about 7 KB of gzip) to every page for this.
 *
 * No viewport prefetching, unlike Next's default: on every first load that fetched five to seven other pages' payloads
 * (and their scripts), each parsed on the main thread while the page hydrated, for pages the visitor mostly never
 * opened. Each link is marked `data-prefetch="intent"` instead, and `IntentPrefetch` (components/layout) prefetches it
 * when the visitor reaches for it. `prefetch={false}` still means never (pages rendered per request).
 */
export function Link({ prefetch, href, locale, ...props }: ComponentProps<typeof NextLink> & { locale?: Locale }) {
  const { lang } = useParams<{ lang?: string }>() ?? {};
  const target = locale ?? (isLocale(lang) ? lang : defaultLocale);
  return <NextLink {...props} href={localizeHref(href, target)} prefetch={false} data-prefetch={prefetch === false ? undefined : 'intent'} />;
}
