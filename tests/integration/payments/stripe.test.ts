import Stripe from 'stripe';
import { paymentRequest } from '@/lib/data/bookings';
import { stripeProvider } from '@/lib/payments/stripe-provider';
import { handlePaymentWebhook } from '@/lib/payments/webhook';
import { startFakeStripe } from './fake-stripe';
import { bookingReadyToPay, bookingRow, paymentsOf, useShopEnv } from './shop-env';

const WEBHOOK_SECRET = 'whsec_test_local_peer';
const stripe = new Stripe('sk_test_signing_only');

function signed(event: object): Request {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return new Request('http://shop.test/api/payments/webhook', { method: 'POST', headers: { 'stripe-signature': header, 'content-type': 'application/json' }, body: payload });
}

describe('the Stripe adapter, against a loopback peer speaking the Stripe API', () => {
  let peer: Awaited<ReturnType<typeof startFakeStripe>>;
  let provider: ReturnType<typeof stripeProvider>;

  beforeAll(async () => {
    useShopEnv();
    peer = await startFakeStripe();
    provider = stripeProvider({ secretKey: 'sk_test_local_peer', webhookSecret: WEBHOOK_SECRET, apiUrl: peer.url });
  });
  afterAll(() => peer?.close());

  it('creates a Checkout Session in the traveller language for the amount due, with an idempotency key', async () => {
    const ready = await bookingReadyToPay(2, 'deposit');
    const request = (await paymentRequest(ready.reference))!;
    const input = { request: { ...request, lang: 'es' as const }, description: 'Annapurna (BK)', successUrl: 'https://shop.test/es/checkout/success?booking=x', cancelUrl: 'https://shop.test/es/checkout/error?booking=x' };
    const first = await provider.startCheckout!(input);
    const again = await provider.startCheckout!(input);
    expect(first.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(again.url).toBe(first.url);
    const [call, repeat] = peer.calls.slice(-2);
    expect(call!.authorization).toBe('Bearer sk_test_local_peer');
    expect(call!.idempotencyKey).toBeDefined();
    expect(repeat!.idempotencyKey).toBe(call!.idempotencyKey);
    expect(Object.fromEntries(['mode', 'locale', 'line_items[0][price_data][unit_amount]', 'line_items[0][price_data][currency]', 'metadata[booking_id]', 'customer_email'].map((k) => [k, call!.form.get(k)]))).toEqual({
      mode: 'payment', locale: 'es', 'line_items[0][price_data][unit_amount]': String(ready.amountCents), 'line_items[0][price_data][currency]': 'eur',
      'metadata[booking_id]': ready.bookingId, customer_email: 'ana.pay@example.test',
    });
    expect(Number(call!.form.get('expires_at'))).toBeGreaterThan(Date.now() / 1000 + 30 * 60);
  });

  it('confirms from checkout.session.completed, once even when payment_intent.succeeded follows for the same payment', async () => {
    const ready = await bookingReadyToPay();
    const intent = `pi_${ready.bookingId.replace(/-/g, '').slice(0, 20)}`;
    const completed = {
      id: 'evt_completed_1', object: 'event', type: 'checkout.session.completed', api_version: '2025-01-01',
      data: { object: { id: 'cs_test_x', object: 'checkout.session', payment_status: 'paid', payment_intent: intent, amount_total: ready.amountCents, currency: 'eur', metadata: { booking_id: ready.bookingId } } },
    };
    const succeeded = {
      id: 'evt_succeeded_1', object: 'event', type: 'payment_intent.succeeded', api_version: '2025-01-01',
      data: { object: { id: intent, object: 'payment_intent', amount_received: ready.amountCents, currency: 'eur', metadata: { booking_id: ready.bookingId } } },
    };
    expect((await handlePaymentWebhook(signed(completed), provider)).status).toBe(200);
    expect((await handlePaymentWebhook(signed(succeeded), provider)).status).toBe(200);
    expect((await handlePaymentWebhook(signed(completed), provider)).status).toBe(200);
    expect(await bookingRow(ready.reference)).toMatchObject({ status: 'confirmed', paid_cents: ready.amountCents });
    expect(await paymentsOf(ready.bookingId)).toEqual([{ status: 'succeeded', amount_cents: ready.amountCents, provider: 'stripe' }]);
  });

  it('ignores unpaid sessions and other events, and refuses a bad signature', async () => {
    const ready = await bookingReadyToPay();
    const unpaid = { id: 'evt_unpaid', object: 'event', type: 'checkout.session.completed', data: { object: { payment_status: 'unpaid', metadata: { booking_id: ready.bookingId } } } };
    expect(await (await handlePaymentWebhook(signed(unpaid), provider)).json()).toMatchObject({ ignored: 'session unpaid' });
    const other = { id: 'evt_other', object: 'event', type: 'customer.created', data: { object: {} } };
    expect((await handlePaymentWebhook(signed(other), provider)).status).toBe(200);
    const forged = new Request('http://shop.test/api/payments/webhook', { method: 'POST', headers: { 'stripe-signature': 't=1,v1=00' }, body: JSON.stringify(unpaid) });
    expect((await handlePaymentWebhook(forged, provider)).status).toBe(400);
    expect(await bookingRow(ready.reference)).toMatchObject({ status: 'held' });
  });
});
