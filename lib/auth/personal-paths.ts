import { localizedTemplate, templatesOf } from '../i18n/pages';
import { matchTemplate } from '../i18n/route-match';
import { routing, type RouteTemplate } from '../i18n/routing';

/**
 * The shop's one list of personal pages: what they show or change belongs to one visitor (an account, a held booking,
 * a payment, a gift voucher's purchase and PDF, an e-mail link's session, a course's lessons), so each is rendered per
 * request and never stored by any cache. The middleware gives them a nonce policy and refreshes the session for them alone (a catalogue page must not
 * vary with, or set, a visitor's cookies); next.config sends `Cache-Control: private, no-store` on them.
 * The auth/ pages are personal: the confirmation link sets the session's cookies, and the new-password form works on
 * the session the reset link opened. The waitlist page is one entry's, opened by the key of its e-mail link. The
 * book page is not: it is the same for everyone (cached like the trip page),
 * its places come from a public live read, and the hold is a server action whose answer opens checkout.
 */
export const personalTemplates = [
  '/account',
  '/account/bookings/[reference]',
  '/account/bookings/[reference]/calendar.ics',
  '/account/bookings/[reference]/invoice.pdf',
  '/account/bookings/[reference]/receipts/[payment]',
  '/account/export',
  '/auth/confirm',
  '/auth/reset-password',
  '/checkout',
  '/checkout/error',
  '/checkout/success',
  '/courses/[id]/[slug]/certificate.pdf',
  '/courses/[id]/[slug]/lessons/[lesson]',
  '/gift-vouchers/voucher.pdf',
  '/payment',
  '/payment/course',
  '/payment/gift-voucher',
  '/payment/gift-voucher/error',
  '/payment/gift-voucher/success',
  '/review',
  '/review/moderate',
  '/waitlist',
] as const satisfies readonly RouteTemplate[];

export function isPersonalPath(pathname: string): boolean {
  const [, lang, ...rest] = pathname.split('/');
  if (!(routing.locales as readonly string[]).includes(lang ?? '')) return false;
  const path = `/${rest.join('/')}`.replace(/(.)\/$/, '$1');
  return matchTemplate(path, personalTemplates) !== null;
}

/** The same pages as next.config `headers()` sources: each language's address and the route folder's. */
export function personalPageSources(): string[] {
  const sources = personalTemplates.flatMap((template) =>
    routing.locales.flatMap((lang) =>
      [...new Set([localizedTemplate(lang, template), ...templatesOf(template)])].map((address) => `/${lang}${address.replace(/\[(\w+)\]/g, ':$1')}`),
    ),
  );
  return [...new Set(sources)];
}
