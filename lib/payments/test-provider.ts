import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as z from '@/lib/zod';
import { WebhookPayloadError, WebhookSignatureError, type PaymentProvider, type RefundEvent, type WebhookOutcome } from './types';

/**
 * The built-in test provider: no account, no real money. Its card form is the shop's payment page; it keeps its own
 * books (test_payment_charges) and tells the shop about a successful charge with an HMAC-signed event on the same
 * webhook route a real provider uses, so fulfilment never depends on the page the browser reaches.
 */
export const TEST_CARDS = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
} as const;

export type ChargeOutcome = 'succeeded' | 'declined' | 'insufficient_funds';

/** Any other valid number is declined: this provider never pretends to take real cards. */
export function outcomeOfCard(digits: string): ChargeOutcome {
  return TEST_CARDS[digits as keyof typeof TEST_CARDS] ?? 'declined';
}

export const SIGNATURE_HEADER = 'x-test-payments-signature';
const TOLERANCE_SECONDS = 300;

/** The signing secret: TEST_PAYMENTS_WEBHOOK_SECRET, or one derived from the service-role key (server-only). */
export function testWebhookSecret(env: Record<string, string | undefined> = process.env): string {
  const explicit = env.TEST_PAYMENTS_WEBHOOK_SECRET?.trim();
  if (explicit) return explicit;
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY ?? env.SUPABASE_SECRET_KEY;
  if (!serviceKey) throw new Error('Set TEST_PAYMENTS_WEBHOOK_SECRET or SUPABASE_SERVICE_ROLE_KEY for the test payment provider.');
  return createHmac('sha256', serviceKey).update('test-payments-webhook').digest('hex');
}

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signTestEvent(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

export function verifyTestSignature(body: string, header: string | null, secret: string, now = Date.now()): void {
  const parts = new Map((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) throw new WebhookSignatureError('Missing or malformed signature');
  if (Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) throw new WebhookSignatureError('Signature timestamp outside the tolerance');
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new WebhookSignatureError('Signature does not match');
}

const eventSchema = z.object({
  id: z.string().regex(/^tev_[0-9a-f]{24}$/),
  type: z.string(),
  data: z.object({
    charge_id: z.string().regex(/^tch_[0-9a-f]{24}$/),
    booking_id: z.uuid(),
    amount_cents: z.number().int().positive(),
    currency: z.string().length(3),
  }),
});

export type TestEvent = z.infer<typeof eventSchema>;

/** The course library's events: an order charged, and a subscription's later life. */
const courseOrderSchema = z.object({
  id: z.string().regex(/^tev_[0-9a-f]{24}$/),
  type: z.literal('course_order.paid'),
  data: z.object({
    charge_id: z.string().regex(/^tch_[0-9a-f]{24}$/),
    order_id: z.uuid(),
    amount_cents: z.number().int().positive(),
    currency: z.string().length(3),
    subscription_id: z.string().regex(/^tsub_[0-9a-f]{24}$/).nullable(),
    period_end: z.iso.datetime({ offset: true }).nullable(),
  }),
});
const subscriptionSchema = z.object({
  id: z.string().regex(/^tev_[0-9a-f]{24}$/),
  type: z.enum(['subscription.renewed', 'subscription.payment_failed', 'subscription.cancelled', 'subscription.resumed']),
  data: z.object({
    subscription_id: z.string().regex(/^tsub_[0-9a-f]{24}$/),
    occurred_at: z.iso.datetime({ offset: true }),
    period_end: z.iso.datetime({ offset: true }).nullable(),
  }),
});
/** A refund the test provider made (the shop asked for it; the shop's refund id rides along, as in Stripe's metadata). */
const refundSchema = z.object({
  id: z.string().regex(/^tev_[0-9a-f]{24}$/),
  type: z.literal('refund.succeeded'),
  data: z.object({
    refund_id: z.string().regex(/^tre_[0-9a-f]{24}$/),
    charge_id: z.string().regex(/^tch_[0-9a-f]{24}$/),
    amount_cents: z.number().int().positive(),
    currency: z.string().length(3),
    shop_refund_id: z.uuid().nullable(),
  }),
});
export type TestRefundEvent = z.infer<typeof refundSchema>;

function refundOutcome(parsed: unknown): WebhookOutcome | null {
  const refund = refundSchema.safeParse(parsed);
  if (!refund.success) return null;
  const d = refund.data.data;
  const event: RefundEvent = {
    providerRefundId: d.refund_id, paymentReference: d.charge_id, amountCents: d.amount_cents, currency: d.currency, status: 'succeeded', refundId: d.shop_refund_id,
  };
  return { kind: 'refunds', events: [event] };
}

/** A gift voucher charged (the shop's voucher payment page, docs/promotions.md#gift-vouchers). */
const voucherSchema = z.object({
  id: z.string().regex(/^tev_[0-9a-f]{24}$/),
  type: z.literal('gift_voucher.paid'),
  data: z.object({
    charge_id: z.string().regex(/^tch_[0-9a-f]{24}$/),
    voucher_id: z.uuid(),
    amount_cents: z.number().int().positive(),
    currency: z.string().length(3),
  }),
});
export type TestGiftVoucherEvent = z.infer<typeof voucherSchema>;

function voucherOutcome(parsed: unknown): WebhookOutcome | null {
  const voucher = voucherSchema.safeParse(parsed);
  if (!voucher.success) return null;
  const d = voucher.data.data;
  return {
    kind: 'gift_voucher',
    event: { voucherId: d.voucher_id, paymentKey: `test:${d.charge_id}`, providerReference: d.charge_id, amountCents: d.amount_cents, currency: d.currency },
  };
}

export type TestCourseOrderEvent = z.infer<typeof courseOrderSchema>;
export type TestSubscriptionEvent = z.infer<typeof subscriptionSchema>;
export const newSubscriptionId = () => `tsub_${randomBytes(12).toString('hex')}`;

function courseOutcome(parsed: unknown): WebhookOutcome | null {
  const order = courseOrderSchema.safeParse(parsed);
  if (order.success) {
    const d = order.data.data;
    return {
      kind: 'course_order',
      event: {
        orderId: d.order_id, paymentKey: `test:${d.charge_id}`, providerReference: d.charge_id, amountCents: d.amount_cents,
        currency: d.currency, subscriptionReference: d.subscription_id, periodEnd: d.period_end,
      },
    };
  }
  const sub = subscriptionSchema.safeParse(parsed);
  if (!sub.success) return null;
  const type = sub.data.type.slice('subscription.'.length) as 'renewed' | 'payment_failed' | 'cancelled' | 'resumed';
  return {
    kind: 'subscription',
    event: { eventId: sub.data.id, subscriptionReference: sub.data.data.subscription_id, type, occurredAt: sub.data.data.occurred_at, periodEnd: sub.data.data.period_end },
  };
}

export const newChargeId = () => `tch_${randomBytes(12).toString('hex')}`;
export const newEventId = () => `tev_${randomBytes(12).toString('hex')}`;

export function testProvider(secret = testWebhookSecret()): PaymentProvider {
  return {
    name: 'test',
    // Its books are in the database: loaded only when a refund is made, so reading events needs none of it.
    refund: async (request) => (await import('./test-charges')).refundTestCharge(request),
    async parseWebhook(rawBody: string, headers: Headers): Promise<WebhookOutcome> {
      verifyTestSignature(rawBody, headers.get(SIGNATURE_HEADER), secret);
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new WebhookPayloadError('The event is not JSON');
      }
      const known = courseOutcome(parsed) ?? refundOutcome(parsed) ?? voucherOutcome(parsed);
      if (known) return known;
      const event = eventSchema.safeParse(parsed);
      if (!event.success) throw new WebhookPayloadError('The event does not have the expected fields');
      if (event.data.type !== 'charge.succeeded') return { kind: 'ignored', reason: `event type ${event.data.type}` };
      const { charge_id, booking_id, amount_cents, currency } = event.data.data;
      return {
        kind: 'payment',
        event: { paymentKey: `test:${charge_id}`, providerReference: charge_id, bookingId: booking_id, amountCents: amount_cents, currency },
      };
    },
  };
}
