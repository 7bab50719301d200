import 'server-only';
import { parseWaitlistEntry, waitlistErrorOf, type WaitlistEntry, type WaitlistErrorKey } from '@/lib/booking/waitlist';
import type { Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import { createAdminClient } from '@/lib/supabase/admin';
import { createClient } from '@/lib/supabase/server';

/**
 * Waitlists (docs/waitlists.md). Joining goes through the shop's server (service role), which limits each visitor and
 * vouches for the shop's address in the e-mail links; every later step is opened by the key of an e-mail link, as the
 * visitor's own (anonymous) client.
 */
export type WaitlistResult<T> = { ok: true; value: T } | { ok: false; error: WaitlistErrorKey; placesLeft?: number };

function failure(error: { code?: string; hint?: string | null; details?: string | null; message: string }, label: string): { ok: false; error: WaitlistErrorKey; placesLeft?: number } {
  const key = waitlistErrorOf(error);
  if (key === 'failed') console.error(`[waitlist] ${label} failed:`, error.message);
  const placesLeft = key === 'places_available' ? Number(error.details) : NaN;
  return Number.isInteger(placesLeft) ? { ok: false, error: key, placesLeft } : { ok: false, error: key };
}

export interface JoinRequest {
  departureId: number;
  email: string;
  places: number;
  lang: Locale;
}

/** Asks the database to e-mail the address (a link to confirm, or where it already stands): the same answer for anyone. */
export async function joinWaitlist(request: JoinRequest): Promise<WaitlistResult<{ email: string }>> {
  const { data, error } = await createAdminClient().rpc('join_waitlist', {
    departure_id: request.departureId, email: request.email, places: request.places, lang: request.lang, site_url: site.url,
  });
  if (error) return failure(error, 'join_waitlist');
  return { ok: true, value: { email: String((data as { email?: unknown } | null)?.email ?? request.email) } };
}

type KeyStep = 'get_waitlist_entry' | 'confirm_waitlist_entry' | 'leave_waitlist';

async function entryStep(step: KeyStep, key: string): Promise<WaitlistResult<WaitlistEntry>> {
  const { data, error } = await (await createClient()).rpc(step, { key });
  if (error) return failure(error, step);
  return { ok: true, value: parseWaitlistEntry(data) };
}

/** The entry an e-mail's key opens. */
export const getWaitlistEntry = (key: string) => entryStep('get_waitlist_entry', key);

/** The address confirms: the entry joins the line (and is offered places at once if some are free for it). */
export const confirmWaitlistEntry = (key: string) => entryStep('confirm_waitlist_entry', key);

/** The visitor leaves the list; an open offer's places go to the next in line. */
export const leaveWaitlist = (key: string) => entryStep('leave_waitlist', key);

/** A checkout link's reference and key for the entry's open offer. */
export async function waitlistCheckout(key: string): Promise<WaitlistResult<{ reference: string; key: string }>> {
  const { data, error } = await (await createClient()).rpc('waitlist_checkout', { key });
  if (error) return failure(error, 'waitlist_checkout');
  const opened = data as { reference?: unknown; key?: unknown } | null;
  if (typeof opened?.reference !== 'string' || typeof opened.key !== 'string') return { ok: false, error: 'failed' };
  return { ok: true, value: { reference: opened.reference, key: opened.key } };
}
