import 'server-only';
import type { User } from '@supabase/supabase-js';
import { createClient as createAnonymousClient } from '@supabase/supabase-js';
import { backendCallOptions } from '@/lib/supabase/timeout';
import { currentClientAddress } from '@/lib/server/client-key';
import { supabaseEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import type { Database } from '@/lib/supabase/database.types';
import { createClient } from '@/lib/supabase/server';

type BookingRow = Database['public']['Tables']['bookings']['Row'];
type ProfileRow = Database['public']['Tables']['profiles']['Row'];
export type BookingStatus = 'held' | 'confirmed' | 'expired' | 'cancelled';

export interface Profile {
  fullName: string;
  phone: string;
  lang: Locale;
}

export interface AccountBooking {
  reference: string;
  status: BookingStatus;
  places: number;
  paymentOption: 'full' | 'deposit';
  currency: string;
  totalCents: number;
  paidCents: number;
  /** What is still to pay on a confirmed booking (0 once paid in full). */
  balanceCents: number;
  balanceDueOn: string | null;
  startDate: string | null;
  endDate: string | null;
  trip: { id: number; title: string; slug: string } | null;
  /** The trip has not ended yet (or its dates are unknown). */
  upcoming: boolean;
}

/** A profile without a language yet shows the page's, which is what its e-mails use until one is chosen. */
function toProfile(row: Pick<ProfileRow, 'full_name' | 'phone' | 'lang'> | null, pageLang: Locale): Profile {
  const lang = row?.lang === 'es' || row?.lang === 'en' ? row.lang : pageLang;
  return { fullName: row?.full_name ?? '', phone: row?.phone ?? '', lang };
}

export async function getProfile(userId: string, pageLang: Locale): Promise<Profile> {
  const supabase = await createClient();
  const { data, error } = await supabase.from('profiles').select('full_name, phone, lang').eq('id', userId).maybeSingle();
  if (error) throw new Error(`The profile could not be loaded: ${error.message}`);
  return toProfile(data, pageLang);
}

/**
 * Saves the profile (RLS: only the owner's row) and copies the language into the auth user's metadata, which the
 * auth e-mails (confirmation, password reset, address change) are written in.
 */
export async function updateProfile(userId: string, profile: Profile): Promise<{ ok: true } | { ok: false; message: string }> {
  const supabase = await createClient();
  const { error } = await supabase
    .from('profiles')
    .update({ full_name: profile.fullName || null, phone: profile.phone || null, lang: profile.lang })
    .eq('id', userId);
  if (error) return { ok: false, message: error.message };
  const { error: metaError } = await supabase.auth.updateUser({ data: { lang: profile.lang, full_name: profile.fullName || null } });
  if (metaError) return { ok: false, message: metaError.message };
  return { ok: true };
}

/** Bookings made as a guest with the traveller's confirmed address become theirs (idempotent). */
export async function claimGuestBookings(client?: Awaited<ReturnType<typeof createClient>>): Promise<number> {
  const supabase = client ?? (await createClient());
  const { data, error } = await supabase.rpc('claim_guest_bookings');
  if (error) throw new Error(`Guest bookings could not be attached: ${error.message}`);
  return data ?? 0;
}

export type EmailLinkType = 'email' | 'signup' | 'email_change';

/**
 * Uses the token hash of an e-mail link: the session cookies are set on success, and bookings made as a guest with
 * the now confirmed address join the account. 'pending' is the first of the two confirmations of an address change.
 */
export async function verifyEmailLink(type: EmailLinkType, tokenHash: string): Promise<'signedIn' | 'pending' | 'invalid'> {
  const supabase = await createClient({ onBehalfOf: await currentClientAddress() });
  const { data, error } = await supabase.auth.verifyOtp({ type, token_hash: tokenHash });
  if (error) return 'invalid';
  if (!data.session) return 'pending';
  try {
    await claimGuestBookings(supabase);
  } catch (claimError) {
    console.error('[account] guest bookings could not be attached:', (claimError as Error).message);
  }
  return 'signedIn';
}

/** Columns the booking work may add; read when present so the account shows them without a change here. */
type BookingExtras = { paid_cents?: number | null; balance_due_on?: string | null };

function paidOf(row: BookingRow & BookingExtras): number {
  if (typeof row.paid_cents === 'number') return row.paid_cents;
  if (row.status !== 'confirmed') return 0;
  return row.payment_option === 'deposit' ? row.deposit_cents : row.total_cents;
}

/**
 * The traveller's bookings through RLS ("bookings: owner reads"), newest trips first, with their departure dates and
 * trip titles in `lang`. The one place that reads bookings for the account page.
 */
export async function getAccountBookings(lang: Locale): Promise<AccountBooking[]> {
  const supabase = await createClient();
  const { data: rows, error } = await supabase.from('bookings').select('*').order('created_at', { ascending: false });
  if (error) throw new Error(`Bookings could not be loaded: ${error.message}`);
  const bookings = (rows ?? []) as (BookingRow & BookingExtras)[];
  const departureIds = [...new Set(bookings.map((b) => b.departure_id))];
  const { data: departures, error: depError } = departureIds.length
    ? await supabase.from('departures').select('id, trip_id, start_date, end_date').in('id', departureIds)
    : { data: [], error: null };
  if (depError) throw new Error(`Departures could not be loaded: ${depError.message}`);
  const tripIds = [...new Set((departures ?? []).map((d) => d.trip_id))];
  const { data: trips, error: tripError } = tripIds.length
    ? await supabase.from('trip_cards').select('id, slug, title').eq('lang', lang).in('id', tripIds)
    : { data: [], error: null };
  if (tripError) throw new Error(`Trips could not be loaded: ${tripError.message}`);
  const today = new Date().toISOString().slice(0, 10);
  const mapped = bookings.map((row): AccountBooking => {
    const departure = departures?.find((d) => d.id === row.departure_id);
    const trip = trips?.find((t) => t.id === departure?.trip_id);
    const paid = paidOf(row);
    const last = departure?.end_date ?? departure?.start_date ?? null;
    return {
      reference: row.reference,
      status: row.status as BookingStatus,
      places: row.places,
      paymentOption: row.payment_option === 'deposit' ? 'deposit' : 'full',
      currency: row.currency,
      totalCents: row.total_cents,
      paidCents: paid,
      balanceCents: row.status === 'confirmed' ? Math.max(0, row.total_cents - paid) : 0,
      balanceDueOn: row.balance_due_on ?? null,
      startDate: departure?.start_date ?? null,
      endDate: departure?.end_date ?? null,
      trip: trip?.id != null && trip.title && trip.slug ? { id: trip.id, title: trip.title, slug: trip.slug } : null,
      upcoming: last === null || last >= today,
    };
  });
  return mapped.sort((a, b) => (b.startDate ?? '9999').localeCompare(a.startDate ?? '9999'));
}

/** Trips with a held or confirmed booking that has not ended: deleting the account waits for them. */
export async function hasOpenBookings(): Promise<boolean> {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('account_has_open_bookings');
  if (error) throw new Error(`Bookings could not be checked: ${error.message}`);
  return data === true;
}

/** A course subscription the provider may still charge: deleting the account waits until it is cancelled. */
export async function hasRenewingSubscription(): Promise<boolean> {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('account_has_renewing_subscription');
  if (error) throw new Error(`Subscriptions could not be checked: ${error.message}`);
  return data === true;
}

/**
 * Deletes the account in one transaction (delete_my_account: bookings kept without personal details), then drops
 * the session cookies.
 */
export async function deleteAccount(): Promise<{ ok: true } | { ok: false; message: string }> {
  const supabase = await createClient();
  const { error } = await supabase.rpc('delete_my_account');
  if (error) return { ok: false, message: error.message };
  // The user is gone, so the auth server refuses the logout; the local session and its cookies are removed anyway.
  await supabase.auth.signOut({ scope: 'local' });
  return { ok: true };
}

/** Checks a password without touching the visitor's session: a separate, memory-only client signs in and out. */
export async function passwordMatches(email: string, password: string): Promise<boolean | 'limited'> {
  const { url, anonKey } = supabaseEnv();
  const probe = createAnonymousClient<Database>(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...backendCallOptions(),
  });
  const { error } = await probe.auth.signInWithPassword({ email, password });
  if (error) return error.status === 429 ? 'limited' : false;
  await probe.auth.signOut({ scope: 'local' });
  return true;
}

export async function changePassword(password: string): Promise<{ ok: true } | { ok: false; code?: string; message: string }> {
  const supabase = await createClient();
  const { error } = await supabase.auth.updateUser({ password });
  return error ? { ok: false, code: error.code, message: error.message } : { ok: true };
}

/** Starts a change of address; the auth service sends the confirmation links (to both addresses). */
export async function changeEmail(email: string, redirectTo: string): Promise<{ ok: true } | { ok: false; code?: string; message: string }> {
  const supabase = await createClient();
  const { error } = await supabase.auth.updateUser({ email }, { emailRedirectTo: redirectTo });
  return error ? { ok: false, code: error.code, message: error.message } : { ok: true };
}

/** Everything the shop keeps about the traveller, as one JSON document (GDPR's right of access and portability). */
export async function exportAccountData(user: User, lang: Locale): Promise<Record<string, unknown>> {
  const supabase = await createClient();
  const [profile, favorites, bookings, payments, travellers, refunds, invoices] = await Promise.all([
    supabase.from('profiles').select('full_name, phone, lang, created_at, updated_at').eq('id', user.id).maybeSingle(),
    supabase.from('favorites').select('trip_id, created_at').order('created_at'),
    supabase.from('bookings').select('*').order('created_at'),
    supabase.from('payments').select('booking_id, provider, amount_cents, refunded_cents, status, created_at').order('created_at'),
    // Every traveller's details as given, passport numbers included (RLS: the booking's owner only).
    supabase.from('booking_travellers').select('*').order('booking_id').order('position'),
    supabase.from('refunds').select('booking_id, amount_cents, currency, status, source, created_at').order('created_at'),
    supabase.from('invoices').select('booking_id, number, total_cents, currency, issued_at').order('issued_at'),
  ]);
  for (const result of [profile, favorites, bookings, payments, travellers, refunds, invoices]) {
    if (result.error) throw new Error(`The data export could not be built: ${result.error.message}`);
  }
  const tripIds = (favorites.data ?? []).map((f) => f.trip_id);
  const { data: titles } = tripIds.length
    ? await supabase.from('trip_cards').select('id, title').eq('lang', lang).in('id', tripIds)
    : { data: [] };
  return {
    exported_at: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email ?? null,
      email_confirmed_at: user.email_confirmed_at ?? null,
      created_at: user.created_at,
      last_sign_in_at: user.last_sign_in_at ?? null,
    },
    profile: profile.data,
    favorites: (favorites.data ?? []).map((f) => ({ ...f, title: titles?.find((t) => t.id === f.trip_id)?.title ?? null })),
    bookings: bookings.data ?? [],
    payments: payments.data ?? [],
    travellers: travellers.data ?? [],
    refunds: refunds.data ?? [],
    invoices: invoices.data ?? [],
  };
}
