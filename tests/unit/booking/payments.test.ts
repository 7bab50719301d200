import { providerName } from '@/lib/payments';
import { outcomeOfCard, signTestEvent, testProvider, verifyTestSignature } from '@/lib/payments/test-provider';
import { WebhookPayloadError, WebhookSignatureError } from '@/lib/payments/types';

describe('providerName', () => {
  it.each([
    [{}, 'test'],
    [{ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, 'stripe'],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, 'test'],
    [{ VERCEL_ENV: 'production' }, null],
    [{ DEPLOYMENT_ENV: 'production', STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' }, 'stripe'],
    [{ DEPLOYMENT_ENV: 'production', PAYMENT_PROVIDER: 'test' }, 'test'],
    [{ VERCEL_ENV: 'preview' }, 'test'],
  ])('%p -> %p', (env, name) => {
    expect(providerName(env)).toBe(name);
  });
});

describe('the test provider', () => {
  const secret = 'whsec-test';
  const event = JSON.stringify({
    id: 'tev_0123456789abcdef01234567', type: 'charge.succeeded',
    data: { charge_id: 'tch_0123456789abcdef01234567', booking_id: '0c7e4986-d7c1-425e-81dc-199e8f92c0a5', amount_cents: 86400, currency: 'EUR' },
  });
  const headers = (signature: string) => new Headers({ 'x-test-payments-signature': signature });

  it('maps its published test cards, and declines any other number', () => {
    expect(outcomeOfCard('4242424242424242')).toBe('succeeded');
    expect(outcomeOfCard('4000000000000002')).toBe('declined');
    expect(outcomeOfCard('4000000000009995')).toBe('insufficient_funds');
    expect(outcomeOfCard('5555555555554444')).toBe('declined');
  });

  it('reads a signed event as a payment keyed by its charge', async () => {
    const outcome = await testProvider(secret).parseWebhook(event, headers(signTestEvent(event, secret)));
    expect(outcome).toEqual({
      kind: 'payment',
      event: { paymentKey: 'test:tch_0123456789abcdef01234567', providerReference: 'tch_0123456789abcdef01234567', bookingId: '0c7e4986-d7c1-425e-81dc-199e8f92c0a5', amountCents: 86400, currency: 'EUR' },
    });
  });

  it('refuses a missing, wrong, tampered or stale signature', async () => {
    const provider = testProvider(secret);
    await expect(provider.parseWebhook(event, new Headers())).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.parseWebhook(event, headers(signTestEvent(event, 'other-secret')))).rejects.toBeInstanceOf(WebhookSignatureError);
    const tampered = event.replace('86400', '1');
    await expect(provider.parseWebhook(tampered, headers(signTestEvent(event, secret)))).rejects.toBeInstanceOf(WebhookSignatureError);
    const old = signTestEvent(event, secret, Math.floor(Date.now() / 1000) - 3600);
    expect(() => verifyTestSignature(event, old, secret)).toThrow('tolerance');
  });

  it('refuses a signed body that is not one of its events, and ignores other event types', async () => {
    const provider = testProvider(secret);
    const junk = '{"id":"x"}';
    await expect(provider.parseWebhook(junk, headers(signTestEvent(junk, secret)))).rejects.toBeInstanceOf(WebhookPayloadError);
    const refund = event.replace('charge.succeeded', 'charge.refunded');
    expect(await provider.parseWebhook(refund, headers(signTestEvent(refund, secret)))).toEqual({ kind: 'ignored', reason: 'event type charge.refunded' });
  });
});
