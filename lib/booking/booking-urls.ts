import type { Locale } from '@/lib/i18n/routing';

/** The booking's own page (without the language prefix, for the i18n Link), opened by its owner or with `key`. */
export const bookingPagePath = (reference: string) => `/account/bookings/${encodeURIComponent(reference)}`;

export const bookingPageHref = (reference: string, key: string | null) => ({
  pathname: bookingPagePath(reference),
  query: key ? { key } : {},
});

export type BookingDocument = 'invoice.pdf' | 'calendar.ics' | `receipts/${string}`;

/** A document of the booking (a route handler: a plain link, downloaded rather than navigated to). */
export function bookingDocumentHref(lang: Locale, reference: string, key: string | null, document: BookingDocument): string {
  const query = key ? `?key=${encodeURIComponent(key)}` : '';
  return `/${lang}${bookingPagePath(reference)}/${document}${query}`;
}
