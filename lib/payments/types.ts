import type { PaymentRequest } from '@/lib/data/bookings';

/** A confirmed payment, as the provider's signed event states it. */
export interface PaymentEvent {
  /** The provider's payment itself (not the event): confirming twice with it changes nothing. */
  paymentKey: string;
  providerReference: string;
  bookingId: string;
  amountCents: number;
  currency: string;
}

export type WebhookOutcome = { kind: 'payment'; event: PaymentEvent } | { kind: 'ignored'; reason: string };

/** The request is not from the provider (bad or missing signature, or too old): refuse it, change nothing. */
export class WebhookSignatureError extends Error {}

/** The request is signed but not an event the shop can read. */
export class WebhookPayloadError extends Error {}

export interface CheckoutInput {
  request: PaymentRequest;
  /** What the traveller pays for, in their language ("Annapurna Sanctuary Trek – deposit"). */
  description: string;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /**
   * A hosted payment page to send the traveller to. Absent for the test provider, whose card form is the shop's own
   * payment page.
   */
  startCheckout?(input: CheckoutInput): Promise<{ url: string }>;
  /** Verifies the signature and reads the event; throws WebhookSignatureError or WebhookPayloadError. */
  parseWebhook(rawBody: string, headers: Headers): Promise<WebhookOutcome>;
}
