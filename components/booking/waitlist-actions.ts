'use server';

import { hasLocale } from 'next-intl';
import { after } from 'next/server';
import { bookingLimit } from '@/lib/booking/rate-limits';
import type { WaitlistErrorKey } from '@/lib/booking/waitlist';
import { waitlistSchema, type WaitlistValues } from '@/lib/booking/waitlist-schema';
import { withinRateLimit } from '@/lib/data/bookings';
import { confirmWaitlistEntry, joinWaitlist, leaveWaitlist, waitlistCheckout } from '@/lib/data/waitlist';
import { deliverOutbox } from '@/lib/email/outbox';
import { redirect } from '@/lib/i18n/navigation';
import { pagePath } from '@/lib/i18n/pages';
import { routing, type Locale } from '@/lib/i18n/routing';
import { linkKeyOf } from '@/lib/link-key';
import { currentClientKey } from '@/lib/server/client-key';

export type JoinResult = { ok: true; email: string } | { ok: false; error: WaitlistErrorKey; placesLeft?: number };

// The e-mail leaves now rather than at the next scheduled run: the visitor is waiting for it.
const sendNow = () => after(() => deliverOutbox().catch((error: unknown) => console.error('[outbox]', error)));

/**
 * The waitlist form of a sold-out departure: checked again with the form's own schema, limited per visitor, then by
 * the database, which e-mails the address (a link to confirm) and answers the same whoever it belongs to.
 */
export async function joinWaitlistAction(values: WaitlistValues, lang: Locale): Promise<JoinResult> {
  const parsed = waitlistSchema.safeParse(values);
  if (!parsed.success || !hasLocale(routing.locales, lang)) return { ok: false, error: 'invalid' };
  const limit = bookingLimit('waitlistPerClient');
  if (!(await withinRateLimit(`waitlist:client:${await currentClientKey()}`, limit.max, limit.seconds))) return { ok: false, error: 'rate_limited' };
  const joined = await joinWaitlist({ ...parsed.data, lang });
  if (!joined.ok) return joined;
  sendNow();
  return { ok: true, email: joined.value.email };
}

/** Back to the entry's page, which shows where it stands now (and a refusal, when there was one). */
function backToEntry(key: string, lang: Locale, error?: WaitlistErrorKey): never {
  // Navigation takes each language's own address (lib/i18n/navigation.tsx): /es/lista-de-espera.
  return redirect({ href: { pathname: pagePath(lang, 'waitlist'), query: { key, ...(error ? { error } : {}) } }, locale: lang });
}

/** The buttons of the entry's page (plain forms, so they work before hydration too): arguments are whatever was posted. */
function checked(rawKey: unknown, lang: unknown): { key: string; lang: Locale } | null {
  const key = typeof rawKey === 'string' ? linkKeyOf(rawKey) : null;
  return key && typeof lang === 'string' && hasLocale(routing.locales, lang) ? { key, lang } : null;
}

/** A step of the entry's page on the entry its key opens; the e-mails it queues (an offer) leave at once. */
async function entryStep(rawKey: string, rawLang: string, step: typeof confirmWaitlistEntry): Promise<void> {
  const args = checked(rawKey, rawLang);
  if (!args) return redirect({ href: '/', locale: routing.defaultLocale });
  const done = await step(args.key);
  if (done.ok) sendNow();
  backToEntry(args.key, args.lang, done.ok ? undefined : done.error);
}

/** "Confirm my place": the entry joins the line (offered places at once if some are free for it). */
export async function confirmWaitlistAction(rawKey: string, rawLang: string): Promise<void> {
  return entryStep(rawKey, rawLang, confirmWaitlistEntry);
}

/** "Leave the waitlist" (or give up an offer's places): the next in line gets them at once. */
export async function leaveWaitlistAction(rawKey: string, rawLang: string): Promise<void> {
  return entryStep(rawKey, rawLang, leaveWaitlist);
}

/** "Book these places": straight to checkout with the offer's hold. */
export async function waitlistCheckoutAction(rawKey: string, rawLang: string): Promise<void> {
  const args = checked(rawKey, rawLang);
  if (!args) return redirect({ href: '/', locale: routing.defaultLocale });
  const opened = await waitlistCheckout(args.key);
  if (!opened.ok) return backToEntry(args.key, args.lang, opened.error);
  redirect({ href: { pathname: '/checkout', query: { booking: opened.value.reference, key: opened.value.key } }, locale: args.lang });
}
