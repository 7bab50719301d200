import { unsentRefunds } from '@/lib/data/payments';
import { sendRefunds } from '@/lib/payments/refunds';
import { chargeTestCard } from '@/lib/payments/test-charges';
import { testProvider } from '@/lib/payments/test-provider';
import { testBackend, testClient } from '../setup/test-backend';
import { useShopEnv } from './shop-env';

const admin = () => testClient(testBackend().serviceRoleKey);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A booking of `places` on the departure, paid through the built-in test provider (its signed event confirms it). */
async function paidBooking(departureId: number, places: number, option: 'full' | 'deposit', lang: 'en' | 'es') {
  const { data: held, error } = await admin().rpc('hold_places', { departure_id: departureId, places, lang, client_key: `cancel-${Math.random()}` });
  if (error) throw error;
  const { reference, key } = held as { reference: string; key: string };
  const billing = { first_name: 'Ana', last_name: 'Tester', country: 'ES', street_address: 'Calle 1', city: 'Madrid', province: 'Madrid', phone: '600000000', email: `${reference.toLowerCase()}@example.test` };
  const travellers = Array.from({ length: places }, (_, i) => ({ first_name: `T${i}`, last_name: 'Tester' }));
  const { data: saved, error: saveError } = await testClient().rpc('save_booking_details', { reference, key, billing, travellers, payment_option: option, accepts_terms: true });
  if (saveError) throw saveError;
  const { data: row } = await admin().from('bookings').select('id').eq('reference', reference).single();
  const bookingId = row!.id as string;
  const amountCents = (saved as { amount_due_cents: number }).amount_due_cents;
  const { chargeId } = await chargeTestCard({ bookingId, reference, amountCents, currency: 'EUR', kind: 'initial', email: null, lang, holdExpiresAt: null }, '4242424242424242');
  return { reference, bookingId, amountCents, chargeId };
}

describe('a departure cancelled by the operator, refunded through the test provider', () => {
  beforeAll(() => useShopEnv());

  it('refunds each payment in full exactly once, whether the job runs twice at once or again later', async () => {
    const { data: departure, error } = await admin()
      .from('departures')
      .insert({ trip_id: 1, start_date: inDays(820), end_date: inDays(830), price_cents: 2_100_000, capacity: 8, min_group_size: 2 })
      .select('id')
      .single();
    if (error) throw error;
    const full = await paidBooking(departure.id, 2, 'full', 'es');
    const deposit = await paidBooking(departure.id, 1, 'deposit', 'en');
    expect(deposit.amountCents).toBeLessThan(2_100_000);
    const { data: guaranteed } = await admin().from('departure_availability').select('guaranteed').eq('id', departure.id).single();
    expect(guaranteed).toEqual({ guaranteed: true });

    // The operator's edit in the dashboard's table editor, sent twice.
    for (let i = 0; i < 2; i++) {
      const { error: cancelError } = await admin().from('departures').update({ status: 'cancelled' }).eq('id', departure.id);
      expect(cancelError).toBeNull();
    }

    // The every-minute job's work, twice at once and once more: the refund's id is the provider's idempotency key.
    const ours = async () => (await unsentRefunds(0)).filter((r) => r.bookingId === full.bookingId || r.bookingId === deposit.bookingId);
    const planned = await ours();
    expect(planned.map((r) => r.amountCents).sort((a, b) => a - b)).toEqual([deposit.amountCents, full.amountCents].sort((a, b) => a - b));
    await Promise.all([sendRefunds(planned, testProvider()), sendRefunds(planned, testProvider())]);
    await sendRefunds(await ours(), testProvider());
    expect(await ours()).toEqual([]);

    // The first booking's two places reached the minimum (it was told); the second was confirmed on a guaranteed departure.
    const told = { [full.reference]: ['departure_guaranteed'], [deposit.reference]: [] };
    for (const paid of [full, deposit]) {
      const { data: atProvider } = await admin().from('test_payment_refunds').select('amount_cents').eq('charge_id', paid.chargeId);
      expect(atProvider).toEqual([{ amount_cents: paid.amountCents }]);
      const { data: booking } = await admin().from('bookings').select('status, cancelled_by, paid_cents, refunded_cents').eq('id', paid.bookingId).single();
      expect(booking).toEqual({ status: 'cancelled', cancelled_by: 'operator', paid_cents: paid.amountCents, refunded_cents: paid.amountCents });
      const { data: mails } = await admin().from('email_outbox').select('template').eq('to_address', `${paid.reference.toLowerCase()}@example.test`);
      // The confirmation, the cancellation (and the guarantee); no second notice for the refunds it announced.
      expect((mails ?? []).map((m) => m.template).sort()).toEqual(['booking_confirmation', 'departure_cancelled', ...told[paid.reference]!]);
    }
  });
});
