import 'server-only';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { getBookingPage } from '@/lib/data/booking-page';
import { getTrip } from '@/lib/data/trips';
import { routing, type Locale } from '@/lib/i18n/routing';
import type { ManagedBooking } from './manage';
import { bookingPageAccess } from './page-access';

export interface OpenedDocument {
  lang: Locale;
  access: { reference: string; key: string | null };
  managed: ManagedBooking;
  trip: { title: string; slug: string } | null;
}

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * The booking a document route is asked for, opened as its page is (owner or key), or the answer to send instead: a
 * localized message with 404 (unknown, wrong key, another user's booking) or 410 (an expired key).
 */
export async function openBookingDocument(request: Request, params: Promise<{ lang: string; reference: string }>): Promise<OpenedDocument | Response> {
  const { lang, reference } = await params;
  if (!hasLocale(routing.locales, lang)) return new Response(null, { status: 404, headers: noStore });
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const access = bookingPageAccess(reference, query);
  const page = access ? await getBookingPage(access.reference, access.key) : null;
  if (!access || !page?.ok) {
    const t = await getTranslations({ locale: lang, namespace: 'BookingPage' });
    const expired = page && !page.ok && page.error === 'key_expired';
    return new Response(t(expired ? 'errors.key_expired' : 'errors.not_found'), {
      status: expired ? 410 : 404,
      headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const trip = await getTrip(lang, page.value.booking.departure.tripId);
  return { lang, access, managed: page.value, trip: trip ? { title: trip.text.title, slug: trip.text.slug } : null };
}

/** A file answer: personal, never cached, downloaded under its own name. */
export function fileResponse(body: Uint8Array | string, type: string, filename: string, status = 200): Response {
  return new Response(typeof body === 'string' ? body : Buffer.from(body), {
    status,
    headers: { ...noStore, 'Content-Type': type, 'Content-Disposition': `attachment; filename="${filename}"`, 'X-Robots-Tag': 'noindex' },
  });
}
