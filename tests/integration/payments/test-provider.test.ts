import { paymentRequest } from '@/lib/data/bookings';
import { chargeTestCard, redeliverTestEvents } from '@/lib/payments/test-charges';
import { signTestEvent, testProvider, testWebhookSecret } from '@/lib/payments/test-provider';
import { handlePaymentWebhook } from '@/lib/payments/webhook';
import { testBackend, testClient } from '../setup/test-backend';
import { bookingReadyToPay, bookingRow, paymentsOf, READY_UNIT_CENTS, useShopEnv } from './shop-env';

const webhook = (body: string, signature?: string) =>
  handlePaymentWebhook(
    new Request('http://shop.test/api/payments/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-test-payments-signature': signature } : {}) },
      body,
    }),
    testProvider(),
  );

describe('the built-in test provider against the local backend', () => {
  beforeAll(() => useShopEnv());

  it('a successful card confirms the booking through the signed webhook, and the provider records the delivery', async () => {
    const ready = await bookingReadyToPay(2);
    const request = await paymentRequest(ready.reference);
    expect(request).toMatchObject({ amountCents: 2 * READY_UNIT_CENTS, currency: 'EUR', kind: 'initial' });
    const { outcome, chargeId } = await chargeTestCard(request!, '4242424242424242');
    expect(outcome).toBe('succeeded');
    expect(await bookingRow(ready.reference)).toMatchObject({ status: 'confirmed', paid_cents: 2 * READY_UNIT_CENTS });
    const { data } = await testClient(testBackend().serviceRoleKey).from('test_payment_charges').select('delivered_at, delivery_attempts, card_last4').eq('id', chargeId).single();
    expect(data).toMatchObject({ delivery_attempts: 1, card_last4: '4242' });
    expect(data?.delivered_at).not.toBeNull();
    expect(await paymentRequest(ready.reference)).toBeNull();
  });

  it.each([['4000000000000002', 'declined'], ['4000000000009995', 'insufficient_funds']])('card %s is %s and changes nothing', async (card, expected) => {
    const ready = await bookingReadyToPay();
    expect((await chargeTestCard((await paymentRequest(ready.reference))!, card)).outcome).toBe(expected);
    expect(await bookingRow(ready.reference)).toMatchObject({ status: 'held', paid_cents: 0 });
    expect(await paymentsOf(ready.bookingId)).toEqual([]);
  });

  it('loses nothing when the shop dies between the charge and the webhook: the provider delivers it later', async () => {
    const ready = await bookingReadyToPay();
    const admin = testClient(testBackend().serviceRoleKey);
    // What the provider's books hold after a charge whose event never reached the shop.
    const { error } = await admin.from('test_payment_charges').insert({
      id: 'tch_dead00000000000000000001', booking_id: ready.bookingId, amount_cents: ready.amountCents, currency: 'EUR',
      outcome: 'succeeded', card_last4: '4242', event_id: 'tev_dead00000000000000000001', created_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(error).toBeNull();
    expect(await bookingRow(ready.reference)).toMatchObject({ status: 'held' });
    const run = await redeliverTestEvents(20);
    expect(run.delivered).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(ready.reference)).toMatchObject({ status: 'confirmed', paid_cents: ready.amountCents });
    expect((await redeliverTestEvents(20)).delivered).toBe(0);
  });

  it('refuses unsigned, forged and tampered events, and confirms a replayed one once', async () => {
    const ready = await bookingReadyToPay();
    const event = JSON.stringify({
      id: 'tev_cafe00000000000000000001', type: 'charge.succeeded',
      data: { charge_id: 'tch_cafe00000000000000000001', booking_id: ready.bookingId, amount_cents: ready.amountCents, currency: 'EUR' },
    });
    expect((await webhook(event)).status).toBe(400);
    expect((await webhook(event, signTestEvent(event, 'not-the-secret'))).status).toBe(400);
    const signature = signTestEvent(event, testWebhookSecret());
    expect((await webhook(event.replace(String(ready.amountCents), '1'), signature)).status).toBe(400);
    expect(await bookingRow(ready.reference)).toMatchObject({ status: 'held' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(event, signature)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = await Promise.all(answers.map((a) => a.json() as Promise<{ replayed: boolean }>));
    expect(bodies.filter((b) => !b.replayed)).toHaveLength(1);
    expect(await paymentsOf(ready.bookingId)).toEqual([{ status: 'succeeded', amount_cents: ready.amountCents, provider: 'test' }]);
  });

  it('answers an oversized event 413 without reading it into the database', async () => {
    const response = await webhook('x'.repeat(300 * 1024));
    expect(response.status).toBe(413);
  });
});
