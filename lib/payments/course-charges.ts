import 'server-only';
import { randomUUID } from 'node:crypto';
import { isSubscription, periodEnd } from '@/lib/courses/plan-terms';
import { planName, type OrderRequest } from '@/lib/data/course-access';
import { applyCourseEvent } from '@/lib/data/payments';
import type { Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import { paymentProvider } from './index';
import { newChargeId, newEventId, newSubscriptionId, outcomeOfCard, SIGNATURE_HEADER, signTestEvent, testProvider, testWebhookSecret, type ChargeOutcome, type TestCourseOrderEvent, type TestSubscriptionEvent } from './test-provider';
import type { PaymentProvider } from './types';
import { handlePaymentWebhook } from './webhook';

export interface CourseOrderRequest {
  orderId: string;
  kind: 'course' | 'monthly' | 'annual' | 'lifetime';
  amountCents: number;
  currency: string;
}

/** Sends a signed test event through the shop's webhook handler, exactly as the provider's server would. */
export async function deliverTestCourseEvent(event: TestCourseOrderEvent | TestSubscriptionEvent): Promise<Response> {
  const body = JSON.stringify(event);
  const request = new Request('http://shop.internal/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signTestEvent(body, testWebhookSecret()) },
    body,
  });
  return handlePaymentWebhook(request, testProvider());
}

/**
 * The test provider charging a course order: a subscription (monthly, annual) starts with its first paid period,
 * as Stripe Billing's first invoice does. Access comes only from the signed event the webhook accepts.
 */
export async function chargeCourseOrder(order: CourseOrderRequest, cardDigits: string): Promise<{ outcome: ChargeOutcome; accepted: boolean }> {
  const outcome = outcomeOfCard(cardDigits);
  if (outcome !== 'succeeded') return { outcome, accepted: false };
  const subscription = isSubscription(order.kind);
  const response = await deliverTestCourseEvent({
    id: newEventId(),
    type: 'course_order.paid',
    data: {
      charge_id: newChargeId(),
      order_id: order.orderId,
      amount_cents: order.amountCents,
      currency: order.currency,
      subscription_id: subscription ? newSubscriptionId() : null,
      period_end: isSubscription(order.kind) ? periodEnd(order.kind, new Date()).toISOString() : null,
    },
  });
  if (!response.ok) console.error('[payments] course order event refused:', response.status, await response.text());
  return { outcome, accepted: response.ok };
}

/**
 * The test provider's side of "cancel my subscription" (it will not renew; the paid period is kept) and of "resume"
 * (it renews again as before), told to the shop by signed event as Stripe tells it by customer.subscription.updated.
 */
async function setTestRenewal(subscriptionReference: string, renews: boolean): Promise<boolean> {
  const response = await deliverTestCourseEvent({
    id: newEventId(),
    type: renews ? 'subscription.resumed' : 'subscription.cancelled',
    data: { subscription_id: subscriptionReference, occurred_at: new Date().toISOString(), period_end: null },
  });
  return response.ok;
}
export const cancelTestSubscription = (subscriptionReference: string) => setTestRenewal(subscriptionReference, false);

/**
 * Stripe Checkout for a course order the caller has checked is the learner's and unpaid: Stripe's page in the
 * learner's language, named after the plan; back to the order's payment page, which waits for the webhook.
 */
export async function startStripeCourseCheckout(
  order: Pick<OrderRequest, 'orderId' | 'kind' | 'amountCents' | 'currency' | 'planId' | 'email'>,
  lang: Locale,
  provider: PaymentProvider = paymentProvider(),
): Promise<{ url: string }> {
  if (!provider.startCourseCheckout) throw new Error(`The ${provider.name} provider has no hosted checkout`);
  const name = await planName(order.planId, lang);
  const page = `${site.url}/${lang}/payment/course?order=${encodeURIComponent(order.orderId)}`;
  return provider.startCourseCheckout({
    orderId: order.orderId, kind: order.kind, amountCents: order.amountCents, currency: order.currency,
    description: name || site.name, email: order.email, lang, successUrl: `${page}&returned=1`, cancelUrl: page,
  });
}

/**
 * "Cancel my subscription" (renews = false) and "resume it" (true), with the provider that sold it (the
 * entitlement's provider). Stripe stops, or goes on, renewing at the period end (cancel_at_period_end); once it has
 * said so, the change is recorded at once (the access stays to the period end either way), and Stripe's own
 * customer.subscription.updated for it changes nothing more.
 */
async function setRenewal(provider: string, reference: string, renews: boolean): Promise<boolean> {
  if (provider === 'test') return setTestRenewal(reference, renews);
  if (provider !== 'stripe') return false;
  let stripe: PaymentProvider;
  try {
    stripe = paymentProvider();
  } catch {
    return false;
  }
  const change = renews ? stripe.resumeSubscription : stripe.cancelSubscription;
  if (stripe.name !== 'stripe' || !change) return false;
  try {
    await change.call(stripe, reference);
  } catch (error) {
    console.error(`[payments] Stripe did not ${renews ? 'resume' : 'cancel'} the subscription:`, error instanceof Error ? error.message : error);
    return false;
  }
  const type = renews ? 'resumed' : 'cancelled';
  const recorded = await applyCourseEvent('stripe', {
    kind: 'subscription',
    event: { eventId: `shop-${type}:${reference}:${randomUUID()}`, subscriptionReference: reference, type, occurredAt: new Date().toISOString(), periodEnd: null },
  });
  if (!recorded.ok) console.error(`[payments] the ${type} subscription could not be recorded:`, recorded.message);
  return recorded.ok;
}

export const cancelCourseSubscription = (provider: string, reference: string) => setRenewal(provider, reference, false);
export const resumeCourseSubscription = (provider: string, reference: string) => setRenewal(provider, reference, true);
