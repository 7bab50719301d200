import 'server-only';
import { applyCourseEvent as applyCourseRecord, confirmGiftVoucher, confirmPayment, recordRefund } from '@/lib/data/payments';
import { expireTripPages } from '@/lib/data/trip-expiry';
import { paymentProvider } from './index';
import { WebhookPayloadError, WebhookSignatureError, type CourseOrderEvent, type GiftVoucherEvent, type PaymentProvider, type RefundEvent, type SubscriptionEvent } from './types';

const MAX_BODY_BYTES = 256 * 1024;

/** Applies a course order or a subscription event (idempotent on the order and on the event id). */
async function applyCourseEvent(provider: PaymentProvider, outcome: { kind: 'course_order'; event: CourseOrderEvent } | { kind: 'subscription'; event: SubscriptionEvent }): Promise<Response> {
  const applied = await applyCourseRecord(provider.name, outcome);
  if (!applied.ok) {
    console.error('[payments] course event not applied:', applied.message);
    // Invalid: refuse for good. Anything else (an unknown subscription yet, a database hiccup): the provider retries.
    return applied.invalid ? json(400, { error: applied.message }) : json(500, { error: 'The event could not be applied; send it again' });
  }
  const result = applied.value;
  // A subscription whose first payment gave no access (kept for review) must not go on charging: its renewals stop
  // now; the operator, e-mailed by the database, refunds what was paid.
  const subscription = outcome.kind === 'course_order' ? outcome.event.subscriptionReference : null;
  if (subscription && result.payment_status === 'needs_review' && result.replayed !== true && provider.cancelSubscription) {
    await provider.cancelSubscription(subscription).catch((error: unknown) =>
      console.error('[payments] the subscription under review could not be stopped:', error instanceof Error ? error.message : error),
    );
  }
  return json(200, { received: true, ...result });
}

/** Refunds the provider reports (made by the shop or in its dashboard): each recorded once, never above what was paid. */
async function applyRefunds(provider: PaymentProvider, events: RefundEvent[]): Promise<Response> {
  const results = [];
  for (const event of events) {
    const recorded = await recordRefund(provider.name, event);
    if (!recorded.ok) {
      console.error('[payments] refund not recorded:', recorded.message);
      return recorded.invalid ? json(400, { error: recorded.message }) : json(500, { error: 'The refund could not be recorded; send it again' });
    }
    results.push({ refund: event.providerRefundId, status: recorded.value.status, booking: recorded.value.bookingStatus, replayed: recorded.value.replayed, ignored: recorded.value.ignored });
  }
  return json(200, { received: true, refunds: results });
}

/** A gift voucher paid: the voucher becomes usable and its code goes to the buyer (idempotent on the payment). */
async function applyGiftVoucher(provider: PaymentProvider, event: GiftVoucherEvent): Promise<Response> {
  const applied = await confirmGiftVoucher(provider.name, event);
  if (!applied.ok) {
    console.error('[payments] gift voucher not confirmed:', applied.message);
    return applied.invalid ? json(400, { error: applied.message }) : json(500, { error: 'The payment could not be recorded; send it again' });
  }
  return json(200, { received: true, voucher: applied.value.id, status: applied.value.status, replayed: applied.value.replayed });
}

const json = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * The payment webhook: the only way a booking becomes paid. A request without the provider's valid signature, or
 * with an unreadable event, is refused (400) and changes nothing. A temporary failure answers 500, so the provider
 * sends the event again; a duplicate is answered 200 and changes nothing.
 */
export async function handlePaymentWebhook(request: Request, provider: PaymentProvider = paymentProvider()): Promise<Response> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return json(413, { error: 'The event is too large' });
  const raw = await request.text();
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return json(413, { error: 'The event is too large' });
  let outcome;
  try {
    outcome = await provider.parseWebhook(raw, request.headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError || error instanceof WebhookPayloadError) {
      return json(400, { error: error.message });
    }
    throw error;
  }
  if (outcome.kind === 'ignored') return json(200, { received: true, ignored: outcome.reason });
  if (outcome.kind === 'course_order' || outcome.kind === 'subscription') return applyCourseEvent(provider, outcome);
  if (outcome.kind === 'refunds') return applyRefunds(provider, outcome.events);
  if (outcome.kind === 'gift_voucher') return applyGiftVoucher(provider, outcome.event);
  const result = await confirmPayment(provider.name, outcome.event);
  if (!result.ok) {
    console.error('[payments] confirmation failed:', result.message);
    return result.invalid ? json(400, { error: result.message }) : json(500, { error: 'The payment could not be recorded; send it again' });
  }
  // The payment made its departure guaranteed to run: the trip's cached pages (and their JSON-LD) say so from now on.
  if (result.value.guaranteedTripId !== null) expireTripPages(result.value.guaranteedTripId);
  return json(200, { received: true, booking: result.value.reference, status: result.value.paymentStatus, replayed: result.value.replayed });
}
