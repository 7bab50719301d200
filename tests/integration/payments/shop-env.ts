import { testBackend, testClient } from '../setup/test-backend';

/** Points the shop's own modules (lib/supabase, lib/payments) at a backend, as `npm start` does for the shop. */
export function useShopEnv(backend: { url: string; anonKey: string; serviceRoleKey: string } = testBackend()): void {
  process.env.NEXT_PUBLIC_SUPABASE_URL = backend.url;
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = backend.anonKey;
  process.env.SUPABASE_SERVICE_ROLE_KEY = backend.serviceRoleKey;
}

interface Ready { reference: string; key: string; bookingId: string; amountCents: number }

/**
 * A new departure of published trip 1 and a held booking on it with its details saved, ready to pay. The departure is
 * priced above any trip's price and dated beyond the next twelve months, so the catalogue other suites read at the same
 * time (the trip's "from" price, the months with places) does not change under them.
 */
/** The price of one place on the departure `bookingReadyToPay` creates (trip 1 has no discount). */
export const READY_UNIT_CENTS = 2_500_000;

export async function bookingReadyToPay(places = 1, option: 'full' | 'deposit' = 'full', client = `pay-${Date.now()}-${Math.random()}`): Promise<Ready> {
  const admin = testClient(testBackend().serviceRoleKey);
  const { data: departure, error: depError } = await admin
    .from('departures')
    .insert({ trip_id: 1, start_date: inDays(800), end_date: inDays(810), price_cents: READY_UNIT_CENTS, capacity: 8 })
    .select('id')
    .single();
  if (depError) throw depError;
  const { data: held, error } = await admin.rpc('hold_places', { departure_id: departure.id, places, lang: 'en', client_key: client });
  if (error) throw error;
  const { reference, key } = held as { reference: string; key: string };
  const billing = { first_name: 'Ana', last_name: 'Tester', country: 'ES', street_address: 'Calle 1', city: 'Madrid', province: 'Madrid', phone: '600000000', email: 'ana.pay@example.test' };
  const travellers = Array.from({ length: places }, (_, i) => ({ first_name: `T${i}`, last_name: 'Tester' }));
  const { data: saved, error: saveError } = await testClient().rpc('save_booking_details', { reference, key, billing, travellers, payment_option: option, accepts_terms: true });
  if (saveError) throw saveError;
  const { data: row } = await admin.from('bookings').select('id').eq('reference', reference).single();
  return { reference, key, bookingId: row!.id as string, amountCents: (saved as { amount_due_cents: number }).amount_due_cents };
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function bookingRow(reference: string): Promise<{ status: string; paid_cents: number; id: string }> {
  const { data, error } = await testClient(testBackend().serviceRoleKey).from('bookings').select('id, status, paid_cents').eq('reference', reference).single();
  if (error) throw error;
  return data as { status: string; paid_cents: number; id: string };
}

export async function paymentsOf(bookingId: string): Promise<{ status: string; amount_cents: number; provider: string }[]> {
  const { data, error } = await testClient(testBackend().serviceRoleKey).from('payments').select('status, amount_cents, provider').eq('booking_id', bookingId);
  if (error) throw error;
  return data as { status: string; amount_cents: number; provider: string }[];
}
