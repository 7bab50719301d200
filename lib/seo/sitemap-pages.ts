import { staticPages, type StaticPage } from '@/lib/i18n/pages';

/**
 * Fixed pages worth indexing: the account, checkout, payment and their results, the review and waitlist pages are
 * personal, not landing pages.
 */
const notIndexed = new Set<StaticPage>([
  'account', 'account/export', 'auth/confirm', 'auth/reset-password', 'checkout', 'checkout/success', 'checkout/error', 'payment', 'payment/course',
  'payment/gift-voucher', 'payment/gift-voucher/success', 'payment/gift-voucher/error',
  'review', 'review/moderate', 'waitlist',
]);

export const sitemapPages: StaticPage[] = staticPages().filter((page) => !notIndexed.has(page));
