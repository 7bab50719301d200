import Stripe from 'stripe';
import { WebhookPayloadError, WebhookSignatureError, type CheckoutInput, type PaymentProvider, type WebhookOutcome } from './types';

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
}

/**
 * Stripe Checkout: the traveller pays on Stripe's page in their language; the shop learns of the payment only from
 * Stripe's signed webhook. The payment intent is the payment: `checkout.session.completed` and
 * `payment_intent.succeeded` for the same intent confirm it once.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = client(settings);

  const payment = (intent: string, bookingId: string | undefined, amount: number | null, currency: string | null): WebhookOutcome => {
    if (!bookingId || amount === null || !currency) throw new WebhookPayloadError('The payment carries no booking, amount or currency');
    return {
      kind: 'payment',
      event: { paymentKey: `stripe:${intent}`, providerReference: intent, bookingId, amountCents: amount, currency: currency.toUpperCase() },
    };
  };

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

    async parseWebhook(rawBody: string, headers: Headers): Promise<WebhookOutcome> {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          if (session.payment_status !== 'paid') return { kind: 'ignored', reason: `session ${session.payment_status}` };
          const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
          if (!intent) throw new WebhookPayloadError('The session has no payment intent');
          return payment(intent, (session.metadata as PaidMetadata | null)?.booking_id, session.amount_total, session.currency);
        }
        case 'payment_intent.succeeded': {
          const intent = event.data.object;
          return payment(intent.id, (intent.metadata as PaidMetadata | null)?.booking_id, intent.amount_received, intent.currency);
        }
        default:
          return { kind: 'ignored', reason: `event type ${event.type}` };
      }
    },
  };
}
