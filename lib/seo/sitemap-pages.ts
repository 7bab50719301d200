import { staticPages, type AliasedPage, type PlainPage } from '@/lib/i18n/pages';

/** Fixed pages worth indexing: checkout, payment and their results are personal steps, not landing pages. */
const notIndexed = new Set<string>(['checkout', 'checkout/success', 'checkout/error', 'payment']);

export const sitemapPages: (AliasedPage | PlainPage)[] = staticPages().filter((page) => !notIndexed.has(page));
