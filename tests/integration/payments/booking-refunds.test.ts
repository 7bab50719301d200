import Stripe from 'stripe';
import { cancelBooking } from '@/lib/data/booking-page';
import { sendRefunds } from '@/lib/payments/refunds';
import { stripeProvider } from '@/lib/payments/stripe-provider';
import { chargeTestCard } from '@/lib/payments/test-charges';
import { SIGNATURE_HEADER, signTestEvent, testProvider, testWebhookSecret } from '@/lib/payments/test-provider';
import { handlePaymentWebhook } from '@/lib/payments/webhook';
import { testBackend, testClient } from '../setup/test-backend';
import { startFakeStripe } from './fake-stripe';
import { bookingReadyToPay, bookingRow, useShopEnv } from './shop-env';

const admin = () => testClient(testBackend().serviceRoleKey);

async function quote(reference: string, key: string): Promise<{ refund_cents: number; fee_cents: number }> {
  const { data, error } = await testClient().rpc('get_booking_page', { reference, key });
  if (error) throw error;
  return (data as { cancellation: { refund_cents: number; fee_cents: number } }).cancellation;
}

async function refundsOf(bookingId: string): Promise<{ status: string; amount_cents: number; source: string; provider_refund_id: string | null }[]> {
  const { data, error } = await admin().from('refunds').select('status, amount_cents, source, provider_refund_id').eq('booking_id', bookingId).order('created_at');
  if (error) throw error;
  return data as { status: string; amount_cents: number; source: string; provider_refund_id: string | null }[];
}

async function placesTaken(reference: string): Promise<number> {
  const { data: booking } = await admin().from('bookings').select('departure_id').eq('reference', reference).single();
  const { data } = await admin().from('departures').select('places_taken').eq('id', booking!.departure_id).single();
  return data!.places_taken as number;
}

/** What the cancel button's server action does once the page has opened the booking: cancel, then refund. */
async function cancelAndRefund(reference: string, expected: number, provider: Parameters<typeof sendRefunds>[1]) {
  const cancelled = await cancelBooking(reference, expected);
  if (!cancelled.ok) throw new Error(cancelled.error);
  if (!cancelled.value.replayed) await sendRefunds(cancelled.value.refunds, provider);
  return cancelled.value;
}

describe('cancelling and refunding through the built-in test provider', () => {
  beforeAll(() => useShopEnv());

  const webhook = (event: object) => {
    const body = JSON.stringify(event);
    return handlePaymentWebhook(
      new Request('http://shop.test/api/payments/webhook', { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signTestEvent(body, testWebhookSecret()) }, body }),
      testProvider(),
    );
  };

  it('20 concurrent cancels: one cancellation, one refund at the provider, the places back', async () => {
    const ready = await bookingReadyToPay(2);
    const { chargeId } = await chargeTestCard({ bookingId: ready.bookingId, reference: ready.reference, amountCents: ready.amountCents, currency: 'EUR', kind: 'initial', email: null, lang: 'en', holdExpiresAt: null }, '4242424242424242');
    expect(await placesTaken(ready.reference)).toBe(2);
    const { refund_cents: refund } = await quote(ready.reference, ready.key);
    expect(refund).toBeGreaterThan(0);
    const results = await Promise.all(Array.from({ length: 20 }, () => cancelAndRefund(ready.reference, refund, testProvider())));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await bookingRow(ready.reference)).toMatchObject({ status: 'cancelled' });
    expect(await placesTaken(ready.reference)).toBe(0);
    const { data: atProvider } = await admin().from('test_payment_refunds').select('amount_cents, delivered_at').eq('charge_id', chargeId);
    expect(atProvider).toEqual([{ amount_cents: refund, delivered_at: expect.any(String) }]);
    expect(await refundsOf(ready.bookingId)).toEqual([{ status: 'succeeded', amount_cents: refund, source: 'cancellation', provider_refund_id: expect.stringMatching(/^tre_/) }]);
    const { data: row } = await admin().from('bookings').select('refunded_cents').eq('id', ready.bookingId).single();
    expect(row!.refunded_cents).toBe(refund);
  });

  it('a refund event replayed five times changes the booking once; one above what was paid changes nothing', async () => {
    const ready = await bookingReadyToPay(1);
    const { chargeId } = await chargeTestCard({ bookingId: ready.bookingId, reference: ready.reference, amountCents: ready.amountCents, currency: 'EUR', kind: 'initial', email: null, lang: 'en', holdExpiresAt: null }, '4242424242424242');
    // A partial refund made at the provider (its dashboard), told to the shop by event.
    const event = { id: 'tev_5eed00000000000000000001', type: 'refund.succeeded', data: { refund_id: 'tre_5eed00000000000000000001', charge_id: chargeId, amount_cents: 10_000, currency: 'EUR', shop_refund_id: null } };
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(event)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await refundsOf(ready.bookingId)).toEqual([{ status: 'succeeded', amount_cents: 10_000, source: 'provider', provider_refund_id: 'tre_5eed00000000000000000001' }]);
    expect(await bookingRow(ready.reference)).toMatchObject({ status: 'confirmed' });
    const tooMuch = { ...event, id: 'tev_5eed00000000000000000002', data: { ...event.data, refund_id: 'tre_5eed00000000000000000002', amount_cents: ready.amountCents } };
    expect((await webhook(tooMuch)).status).toBe(400);
    expect(await refundsOf(ready.bookingId)).toHaveLength(1);
  });
});

describe("the Stripe adapter's refunds, against the loopback peer", () => {
  const SECRET = 'whsec_refunds_peer';
  const signer = new Stripe('sk_test_signing_only');
  let peer: Awaited<ReturnType<typeof startFakeStripe>>;
  let provider: ReturnType<typeof stripeProvider>;

  const signed = (event: object) => {
    const payload = JSON.stringify(event);
    return new Request('http://shop.test/api/payments/webhook', {
      method: 'POST',
      headers: { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: SECRET }), 'content-type': 'application/json' },
      body: payload,
    });
  };
  const event = (id: string, type: string, object: object) => ({ id, object: 'event', type, api_version: '2025-03-31.basil', created: Math.floor(Date.now() / 1000), data: { object } });

  /** A booking paid through Stripe Checkout (the peer knows its payment intent). */
  async function paidWithStripe(places = 1) {
    const ready = await bookingReadyToPay(places);
    const intent = `pi_${ready.bookingId.replace(/-/g, '').slice(0, 24)}`;
    peer.intents.set(intent, { amount: ready.amountCents, currency: 'eur' });
    const completed = event(`evt_paid_${intent}`, 'checkout.session.completed', {
      id: `cs_${intent}`, object: 'checkout.session', payment_status: 'paid', payment_intent: intent, amount_total: ready.amountCents, currency: 'eur', metadata: { booking_id: ready.bookingId },
    });
    expect((await handlePaymentWebhook(signed(completed), provider)).status).toBe(200);
    return { ...ready, intent };
  }

  beforeAll(async () => {
    useShopEnv();
    peer = await startFakeStripe();
    provider = stripeProvider({ secretKey: 'sk_test_refunds_peer', webhookSecret: SECRET, apiUrl: peer.url });
  });
  afterAll(() => peer?.close());

  it('refunds a cancellation with the refund id as idempotency key, and records its replayed events once', async () => {
    const paid = await paidWithStripe(2);
    const { refund_cents: refund } = await quote(paid.reference, paid.key);
    await cancelAndRefund(paid.reference, refund, provider);
    const calls = peer.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds');
    const call = calls.at(-1)!;
    const [planned] = await refundsOf(paid.bookingId);
    expect(call.idempotencyKey).toMatch(/^refund:[0-9a-f-]{36}$/);
    expect(Object.fromEntries(['payment_intent', 'amount', 'metadata[booking_id]'].map((k) => [k, call.form.get(k)]))).toEqual({
      payment_intent: paid.intent, amount: String(refund), 'metadata[booking_id]': paid.bookingId,
    });
    expect(planned).toMatchObject({ status: 'succeeded', amount_cents: refund, source: 'cancellation', provider_refund_id: expect.stringMatching(/^re_/) });
    const stripeRefund = peer.refunds.get(planned!.provider_refund_id!)!;
    const updated = event('evt_refund_updated_1', 'refund.updated', stripeRefund);
    for (let i = 0; i < 5; i++) expect((await handlePaymentWebhook(signed(updated), provider)).status).toBe(200);
    // charge.refunded carries no refunds in newer API versions: the adapter reads them from the API.
    const charge = event('evt_charge_refunded_1', 'charge.refunded', { id: stripeRefund.charge, object: 'charge', payment_intent: paid.intent, amount_refunded: refund });
    expect((await handlePaymentWebhook(signed(charge), provider)).status).toBe(200);
    expect(await refundsOf(paid.bookingId)).toHaveLength(1);
    const { data: row } = await admin().from('bookings').select('status, refunded_cents').eq('id', paid.bookingId).single();
    expect(row).toEqual({ status: 'cancelled', refunded_cents: refund });
  });

  it('a partial refund made in the dashboard is recorded; a full one cancels the booking and frees its places', async () => {
    const paid = await paidWithStripe(2);
    const dashboard = await new Stripe('sk_test_refunds_peer', { host: '127.0.0.1', port: new URL(peer.url).port, protocol: 'http' }).refunds.create({ payment_intent: paid.intent, amount: 5_000 });
    const charge = event('evt_dashboard_partial', 'charge.refunded', { id: dashboard.charge, object: 'charge', payment_intent: paid.intent, amount_refunded: 5_000 });
    expect((await handlePaymentWebhook(signed(charge), provider)).status).toBe(200);
    expect(await bookingRow(paid.reference)).toMatchObject({ status: 'confirmed' });
    expect(await refundsOf(paid.bookingId)).toEqual([{ status: 'succeeded', amount_cents: 5_000, source: 'provider', provider_refund_id: dashboard.id }]);
    expect(await placesTaken(paid.reference)).toBe(2);
    const rest = event('evt_dashboard_rest', 'refund.created', { id: 're_dashboard_rest', object: 'refund', amount: paid.amountCents - 5_000, currency: 'eur', payment_intent: paid.intent, status: 'succeeded', metadata: {} });
    expect((await handlePaymentWebhook(signed(rest), provider)).status).toBe(200);
    expect(await bookingRow(paid.reference)).toMatchObject({ status: 'cancelled' });
    expect(await placesTaken(paid.reference)).toBe(0);
  });

  it('a lost dispute counts as a refund; a refund Stripe refuses is marked failed for the operator', async () => {
    const paid = await paidWithStripe(1);
    const lost = event('evt_dispute_lost', 'charge.dispute.closed', { id: 'dp_lost_1', object: 'dispute', amount: paid.amountCents, currency: 'eur', payment_intent: paid.intent, status: 'lost' });
    expect((await handlePaymentWebhook(signed(lost), provider)).status).toBe(200);
    expect(await bookingRow(paid.reference)).toMatchObject({ status: 'cancelled' });

    const other = await paidWithStripe(1);
    const { refund_cents: refund } = await quote(other.reference, other.key);
    // Stripe has already refunded the whole payment on its side (the operator was quicker): it refuses a second refund.
    peer.intents.set(other.intent, { amount: 1, currency: 'eur' });
    await cancelAndRefund(other.reference, refund, provider);
    expect(await refundsOf(other.bookingId)).toEqual([{ status: 'failed', amount_cents: refund, source: 'cancellation', provider_refund_id: null }]);
    const { data: notices } = await admin().from('email_outbox').select('payload').eq('template', 'refund_failed');
    expect((notices ?? []).filter((n) => (n.payload as { reference?: string }).reference === other.reference)).toHaveLength(1);
  });
});
