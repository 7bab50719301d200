import 'server-only';
import type { OrderRequest } from '@/lib/data/course-access';
import type { Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import { createAdminClient } from '@/lib/supabase/admin';
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

const periodEndOf = (kind: CourseOrderRequest['kind'], from = new Date()) => {
  const end = new Date(from);
  if (kind === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end.toISOString();
};

/**
 * The test provider charging a course order: a subscription (monthly, annual) starts with its first paid period,
 * as Stripe Billing's first invoice does. Access comes only from the signed event the webhook accepts.
 */
export async function chargeCourseOrder(order: CourseOrderRequest, cardDigits: string): Promise<{ outcome: ChargeOutcome; accepted: boolean }> {
  const outcome = outcomeOfCard(cardDigits);
  if (outcome !== 'succeeded') return { outcome, accepted: false };
  const subscription = order.kind === 'monthly' || order.kind === 'annual';
  const response = await deliverTestCourseEvent({
    id: newEventId(),
    type: 'course_order.paid',
    data: {
      charge_id: newChargeId(),
      order_id: order.orderId,
      amount_cents: order.amountCents,
      currency: order.currency,
      subscription_id: subscription ? newSubscriptionId() : null,
      period_end: subscription ? periodEndOf(order.kind) : null,
    },
  });
  if (!response.ok) console.error('[payments] course order event refused:', response.status, await response.text());
  return { outcome, accepted: response.ok };
}

/** The test provider's side of "cancel my subscription": it will not renew; the paid period is kept. */
export async function cancelTestSubscription(subscriptionReference: string): Promise<boolean> {
  const response = await deliverTestCourseEvent({
    id: newEventId(),
    type: 'subscription.cancelled',
    data: { subscription_id: subscriptionReference, occurred_at: new Date().toISOString(), period_end: null },
  });
  return response.ok;
}

/**
 * Stripe Checkout for a course order the caller has checked is the learner's and unpaid: Stripe's page in the
 * learner's language, named after the plan; back to the order's payment page, which waits for the webhook.
 */
export async function startStripeCourseCheckout(
  order: Pick<OrderRequest, 'orderId' | 'kind' | 'amountCents' | 'currency' | 'planId'>,
  lang: Locale,
  provider: PaymentProvider = paymentProvider(),
): Promise<{ url: string }> {
  if (!provider.startCourseCheckout) throw new Error(`The ${provider.name} provider has no hosted checkout`);
  const admin = createAdminClient();
  const [request, plan] = await Promise.all([
    admin.rpc('course_order_request', { order_id: order.orderId }),
    admin.from('subscription_plan_translations').select('name').eq('plan_id', order.planId).eq('lang', lang).maybeSingle(),
  ]);
  if (request.error || plan.error) throw new Error(`The order could not be read: ${(request.error ?? plan.error)!.message}`);
  const email = (request.data as { email?: string | null } | null)?.email ?? null;
  const page = `${site.url}/${lang}/payment/course?order=${encodeURIComponent(order.orderId)}`;
  return provider.startCourseCheckout({
    orderId: order.orderId, kind: order.kind, amountCents: order.amountCents, currency: order.currency,
    description: plan.data?.name ?? site.name, email, lang, successUrl: `${page}&returned=1`, cancelUrl: page,
  });
}

/**
 * "Cancel my subscription", with the provider that sold it (the entitlement's provider). Stripe stops renewing at the
 * period end; once it has said so, the cancellation is recorded at once (the access stays to the period end), and
 * Stripe's own customer.subscription.deleted at the period end changes nothing more.
 */
export async function cancelCourseSubscription(provider: string, reference: string): Promise<boolean> {
  if (provider === 'test') return cancelTestSubscription(reference);
  if (provider !== 'stripe') return false;
  let stripe: PaymentProvider;
  try {
    stripe = paymentProvider();
  } catch {
    return false;
  }
  if (stripe.name !== 'stripe' || !stripe.cancelSubscription) return false;
  try {
    await stripe.cancelSubscription(reference);
  } catch (error) {
    console.error('[payments] Stripe did not cancel the subscription:', error instanceof Error ? error.message : error);
    return false;
  }
  const { error } = await createAdminClient().rpc('apply_subscription_event', {
    provider: 'stripe', event_id: `shop-cancel:${reference}`, subscription_reference: reference, type: 'cancelled', occurred_at: new Date().toISOString(),
  });
  if (error) console.error('[payments] the cancellation could not be recorded:', error.message);
  return !error;
}
