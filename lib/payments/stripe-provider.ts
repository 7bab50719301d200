import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { stripeRefunds } from './stripe-refunds';
import { WebhookPayloadError, WebhookSignatureError, type CheckoutInput, type CourseCheckoutInput, type GiftVoucherCheckoutInput, type PaymentProvider, type SubscriptionEvent, type WebhookOutcome } from './types';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Only for tests against a local peer that speaks Stripe's API (http://127.0.0.1:port). */
  apiUrl?: string;
}

function client(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(api ? { host: api.hostname, port: api.port, protocol: api.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}

interface PaidMetadata {
  booking_id?: string;
  order_id?: string;
  gift_voucher_id?: string;
}

type Expandable = string | { id: string } | null | undefined;
const idOf = (value: Expandable): string | null => (typeof value === 'string' ? value : (value?.id ?? null));
const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();
const latest = (values: (number | null | undefined)[]): number | null => {
  const known = values.filter((v): v is number => typeof v === 'number');
  return known.length ? Math.max(...known) : null;
};

/** Fields of older Stripe API versions, which the account's webhook endpoint may still be pinned to. */
interface LegacyInvoice {
  subscription?: Expandable;
  subscription_details?: { metadata: Record<string, string> | null } | null;
}
interface LegacySubscription {
  current_period_end?: number;
}

/** The end of the paid period: on the subscription's items (API 2025-03-31 and later) or on the subscription. */
const subscriptionPeriodEnd = (subscription: Stripe.Subscription): number | null =>
  latest([...(subscription.items?.data ?? []).map((item) => item.current_period_end), (subscription as unknown as LegacySubscription).current_period_end]);

/** The subscription an invoice bills, and its metadata when the invoice carries it (newer and older API shapes). */
function invoiceSubscription(invoice: Stripe.Invoice): { id: string | null; metadata: Record<string, string> | null } {
  const legacy = invoice as unknown as LegacyInvoice;
  const details = invoice.parent?.subscription_details;
  return {
    id: idOf(details?.subscription) ?? idOf(legacy.subscription),
    metadata: details?.metadata ?? legacy.subscription_details?.metadata ?? null,
  };
}

/** A subscription the course library sold carries its first order's id; any other product's is not the shop's. */
const isCourseSubscription = (metadata: Record<string, string> | null) => metadata === null || Boolean(metadata.order_id);

/**
 * Stripe Checkout: the traveller pays on Stripe's page in their language; the shop learns of the payment only from
 * Stripe's signed webhook. The payment intent is the payment: `checkout.session.completed` and
 * `payment_intent.succeeded` for the same intent confirm it once; a gift voucher's payment carries `gift_voucher_id`
 * and activates the voucher, once too. Course orders carry `order_id` instead of `booking_id`; monthly and annual
 * plans are Stripe Billing subscriptions, whose renewals, failed payments and end arrive as `invoice.paid`,
 * `invoice.payment_failed` and `customer.subscription.deleted`, and a cancellation at the period end, or its undoing,
 * as `customer.subscription.updated`.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = client(settings);
  const refunds = stripeRefunds(stripe);

  const payment = (intent: string, bookingId: string | undefined, amount: number | null, currency: string | null): WebhookOutcome => {
    if (!bookingId || amount === null || !currency) throw new WebhookPayloadError('The payment carries no booking, amount or currency');
    return {
      kind: 'payment',
      event: { paymentKey: `stripe:${intent}`, providerReference: intent, bookingId, amountCents: amount, currency: currency.toUpperCase() },
    };
  };

  /**
   * A paid course order. A subscription's session carries neither the period nor always the first invoice: both come
   * from the subscription itself. Without it (Stripe unreachable) the database starts the period now.
   */
  const courseOrder = async (session: Stripe.Checkout.Session): Promise<WebhookOutcome> => {
    const orderId = (session.metadata as PaidMetadata).order_id!;
    if (session.amount_total === null || !session.currency) throw new WebhookPayloadError('The session carries no amount or currency');
    const base = { orderId, amountCents: session.amount_total, currency: session.currency.toUpperCase() };
    if (session.mode !== 'subscription') {
      const intent = idOf(session.payment_intent);
      if (!intent) throw new WebhookPayloadError('The session has no payment intent');
      return { kind: 'course_order', event: { ...base, paymentKey: `stripe:${intent}`, providerReference: intent, subscriptionReference: null, periodEnd: null } };
    }
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId) throw new WebhookPayloadError('The subscription session has no subscription');
    let periodEnd: number | null = null;
    try {
      periodEnd = subscriptionPeriodEnd(await stripe.subscriptions.retrieve(subscriptionId));
    } catch (error) {
      console.warn('[payments] the subscription could not be read; its period starts now:', error instanceof Error ? error.message : error);
    }
    // The first payment is known by its session, which every delivery carries: a key taken from the subscription's
    // invoice would differ between a delivery that could read the subscription and one that could not, and the
    // second would look like another payment.
    return {
      kind: 'course_order',
      event: { ...base, paymentKey: `stripe:${session.id}`, providerReference: session.id, subscriptionReference: subscriptionId, periodEnd: periodEnd === null ? null : isoOf(periodEnd) },
    };
  };

  /** A gift voucher paid: its session or its payment intent (the same intent, so the voucher is activated once). */
  const giftVoucher = (intent: string, voucherId: string, amount: number | null, currency: string | null): WebhookOutcome => {
    if (amount === null || !currency) throw new WebhookPayloadError('The gift voucher payment carries no amount or currency');
    return {
      kind: 'gift_voucher',
      event: { voucherId, paymentKey: `stripe:${intent}`, providerReference: intent, amountCents: amount, currency: currency.toUpperCase() },
    };
  };

  const subscriptionEvent = (event: Stripe.Event, subscriptionReference: string, type: SubscriptionEvent['type'], periodEnd: number | null): WebhookOutcome => ({
    kind: 'subscription',
    event: { eventId: event.id, subscriptionReference, type, occurredAt: isoOf(event.created), periodEnd: periodEnd === null ? null : isoOf(periodEnd) },
  });

  return {
    name: 'stripe',

    async startCheckout({ request, description, successUrl, cancelUrl }: CheckoutInput) {
      const metadata = { booking_id: request.bookingId, reference: request.reference, kind: request.kind };
      // Stripe keeps a Checkout Session for at least 30 minutes; a payment that lands after the hold is still
      // confirmed while places remain (or kept for the operator to review when they do not).
      const expiresAt = Math.floor(Date.now() / 1000) + 31 * 60;
      // The same booking, amount and half hour get the same session back instead of a second one.
      const window = Math.floor(Date.now() / (30 * 60 * 1000));
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountCents, product_data: { name: description } } }],
          customer_email: request.email ?? undefined,
          locale: request.lang,
          client_reference_id: request.bookingId,
          metadata,
          payment_intent_data: { metadata, description },
          success_url: successUrl,
          cancel_url: cancelUrl,
          expires_at: expiresAt,
        },
        { idempotencyKey: `checkout:${request.bookingId}:${request.kind}:${request.amountCents}:${window}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { url: session.url };
    },

    async startCourseCheckout({ orderId, kind, amountCents, currency, description, email, lang, successUrl, cancelUrl }: CourseCheckoutInput) {
      const metadata = { order_id: orderId, kind };
      const recurring = kind === 'monthly' ? { interval: 'month' as const } : kind === 'annual' ? { interval: 'year' as const } : null;
      const session = await stripe.checkout.sessions.create(
        {
          mode: recurring ? 'subscription' : 'payment',
          line_items: [{ quantity: 1, price_data: { currency: currency.toLowerCase(), unit_amount: amountCents, product_data: { name: description }, ...(recurring ? { recurring } : {}) } }],
          customer_email: email ?? undefined,
          locale: lang,
          client_reference_id: orderId,
          metadata,
          ...(recurring ? { subscription_data: { metadata, description } } : { payment_intent_data: { metadata, description } }),
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        // One open session per order and language (Stripe keeps both a session and its key for 24 hours), so a second
        // click never starts a second subscription.
        { idempotencyKey: `course-checkout:${orderId}:${lang}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { url: session.url };
    },

    async startGiftVoucherCheckout({ voucherId, amountCents, currency, description, email, lang, successUrl, cancelUrl }: GiftVoucherCheckoutInput) {
      const metadata = { gift_voucher_id: voucherId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: currency.toLowerCase(), unit_amount: amountCents, product_data: { name: description } } }],
          customer_email: email,
          locale: lang,
          client_reference_id: voucherId,
          metadata,
          payment_intent_data: { metadata, description },
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        // One open session per voucher and language (Stripe keeps a session and its key for 24 hours): a second click
        // returns to the same page instead of a second charge.
        { idempotencyKey: `gift-voucher-checkout:${voucherId}:${lang}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { url: session.url };
    },

    // Each change its own request: a cancel, a resume and a second cancel of one subscription are three changes.
    async cancelSubscription(reference: string) {
      await stripe.subscriptions.update(reference, { cancel_at_period_end: true }, { idempotencyKey: `cancel-subscription:${reference}:${randomUUID()}` });
    },

    async resumeSubscription(reference: string) {
      await stripe.subscriptions.update(reference, { cancel_at_period_end: false }, { idempotencyKey: `resume-subscription:${reference}:${randomUUID()}` });
    },

    refund: refunds.refund,

    async parseWebhook(rawBody: string, headers: Headers): Promise<WebhookOutcome> {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      const refunded = await refunds.outcome(event);
      if (refunded) return refunded;
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          if (session.payment_status !== 'paid') return { kind: 'ignored', reason: `session ${session.payment_status}` };
          if ((session.metadata as PaidMetadata | null)?.order_id) return courseOrder(session);
          const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
          if (!intent) throw new WebhookPayloadError('The session has no payment intent');
          const voucherId = (session.metadata as PaidMetadata | null)?.gift_voucher_id;
          if (voucherId) return giftVoucher(intent, voucherId, session.amount_total, session.currency);
          return payment(intent, (session.metadata as PaidMetadata | null)?.booking_id, session.amount_total, session.currency);
        }
        case 'payment_intent.succeeded': {
          const intent = event.data.object;
          const voucherId = (intent.metadata as PaidMetadata | null)?.gift_voucher_id;
          if (voucherId) return giftVoucher(intent.id, voucherId, intent.amount_received, intent.currency);
          // Course sales and subscription invoices have intents too; their sessions and invoices speak for them.
          if (!(intent.metadata as PaidMetadata | null)?.booking_id) return { kind: 'ignored', reason: 'not a booking payment' };
          return payment(intent.id, (intent.metadata as PaidMetadata | null)?.booking_id, intent.amount_received, intent.currency);
        }
        case 'invoice.paid':
        case 'invoice.payment_failed': {
          const invoice = event.data.object;
          // The first invoice is the checkout's: its session confirms the order (and a failed one starts nothing).
          if (invoice.billing_reason === 'subscription_create') return { kind: 'ignored', reason: 'first invoice of a subscription' };
          const subscription = invoiceSubscription(invoice);
          if (!subscription.id || !isCourseSubscription(subscription.metadata)) return { kind: 'ignored', reason: 'not a course subscription' };
          if (event.type === 'invoice.payment_failed') return subscriptionEvent(event, subscription.id, 'payment_failed', null);
          if (invoice.billing_reason !== 'subscription_cycle') return { kind: 'ignored', reason: `invoice ${invoice.billing_reason}` };
          const periodEnd = latest((invoice.lines?.data ?? []).map((line) => line.period?.end));
          if (periodEnd === null) throw new WebhookPayloadError('The renewal invoice has no period');
          return subscriptionEvent(event, subscription.id, 'renewed', periodEnd);
        }
        case 'customer.subscription.updated': {
          // cancel_at_period_end set (from the shop, the customer portal or the dashboard) or unset before the end.
          const subscription = event.data.object;
          const before = (event.data.previous_attributes ?? {}) as Partial<Stripe.Subscription>;
          if (!('cancel_at_period_end' in before) && !('cancel_at' in before)) return { kind: 'ignored', reason: 'no change to renewal' };
          if (!isCourseSubscription(subscription.metadata)) return { kind: 'ignored', reason: 'not a course subscription' };
          const renews = !subscription.cancel_at_period_end && !subscription.cancel_at;
          return subscriptionEvent(event, subscription.id, renews ? 'resumed' : 'cancelled', null);
        }
        case 'customer.subscription.deleted': {
          const subscription = event.data.object;
          if (!isCourseSubscription(subscription.metadata)) return { kind: 'ignored', reason: 'not a course subscription' };
          // Ended at once (the operator, in Stripe's dashboard) stops access then; at the period end it changes nothing.
          return subscriptionEvent(event, subscription.id, 'cancelled', subscription.ended_at ?? null);
        }
        default:
          return { kind: 'ignored', reason: `event type ${event.type}` };
      }
    },
  };
}
