import 'server-only';
import { accountCoursesLinks } from '@/lib/courses/catalogue';
import { createAdminClient } from '@/lib/supabase/admin';
import { site } from '@/lib/site';
import { paymentProvider } from './index';
import { WebhookPayloadError, WebhookSignatureError, type CourseOrderEvent, type PaymentEvent, type PaymentProvider, type SubscriptionEvent } from './types';

const MAX_BODY_BYTES = 256 * 1024;

export interface ConfirmResult {
  reference: string;
  bookingStatus: string;
  paymentStatus: string;
  replayed: boolean;
}

/** Applies a payment the provider has confirmed (idempotent on the provider's payment). */
export async function confirmPayment(provider: string, event: PaymentEvent): Promise<{ ok: true; value: ConfirmResult } | { ok: false; invalid: boolean; message: string }> {
  const { data, error } = await createAdminClient().rpc('confirm_payment', {
    booking_id: event.bookingId,
    provider,
    provider_reference: event.providerReference,
    idempotency_key: event.paymentKey,
    amount_cents: event.amountCents,
    currency: event.currency,
    site_url: site.url,
  });
  if (error) return { ok: false, invalid: error.code === '22023' || error.code === '22P02', message: error.message };
  const r = data as Record<string, unknown>;
  return {
    ok: true,
    value: { reference: String(r.reference), bookingStatus: String(r.booking_status), paymentStatus: String(r.payment_status), replayed: r.replayed === true },
  };
}

/** Applies a course order or a subscription event (idempotent on the order and on the event id). */
async function applyCourseEvent(provider: PaymentProvider, outcome: { kind: 'course_order'; event: CourseOrderEvent } | { kind: 'subscription'; event: SubscriptionEvent }): Promise<Response> {
  const admin = createAdminClient();
  const { data, error } =
    outcome.kind === 'course_order'
      ? await admin.rpc('confirm_course_order', {
          order_id: outcome.event.orderId,
          provider: provider.name,
          provider_reference: outcome.event.providerReference,
          idempotency_key: outcome.event.paymentKey,
          amount_cents: outcome.event.amountCents,
          currency: outcome.event.currency,
          ...(outcome.event.subscriptionReference ? { subscription_reference: outcome.event.subscriptionReference } : {}),
          ...(outcome.event.periodEnd ? { period_end: outcome.event.periodEnd } : {}),
          account_links: accountCoursesLinks(site.url),
        })
      : await admin.rpc('apply_subscription_event', {
          provider: provider.name,
          event_id: outcome.event.eventId,
          subscription_reference: outcome.event.subscriptionReference,
          type: outcome.event.type,
          occurred_at: outcome.event.occurredAt,
          ...(outcome.event.periodEnd ? { period_end: outcome.event.periodEnd } : {}),
          account_links: accountCoursesLinks(site.url),
        });
  if (error) {
    console.error('[payments] course event not applied:', error.message);
    // Invalid: refuse for good. Anything else (an unknown subscription yet, a database hiccup): the provider retries.
    return error.code === '22023' || error.code === '22P02' ? json(400, { error: error.message }) : json(500, { error: 'The event could not be applied; send it again' });
  }
  const result = data as Record<string, unknown>;
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
  const result = await confirmPayment(provider.name, outcome.event);
  if (!result.ok) {
    console.error('[payments] confirmation failed:', result.message);
    return result.invalid ? json(400, { error: result.message }) : json(500, { error: 'The payment could not be recorded; send it again' });
  }
  return json(200, { received: true, booking: result.value.reference, status: result.value.paymentStatus, replayed: result.value.replayed });
}
