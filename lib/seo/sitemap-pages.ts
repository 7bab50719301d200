import { staticPages, type AliasedPage, type PlainPage } from '@/lib/i18n/pages';

/** Fixed pages worth indexing: the account, checkout, payment and their results are personal, not landing pages. */
const notIndexed = new Set<string>(['account', 'checkout', 'checkout/success', 'checkout/error', 'payment']);

export const sitemapPages: (AliasedPage | PlainPage)[] = staticPages().filter((page) => !notIndexed.has(page));
