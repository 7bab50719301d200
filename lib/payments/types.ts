import type { PaymentRequest } from '@/lib/data/bookings';
import type { Locale } from '@/lib/i18n/routing';

/** A confirmed payment, as the provider's signed event states it. */
export interface PaymentEvent {
  /** The provider's payment itself (not the event): confirming twice with it changes nothing. */
  paymentKey: string;
  providerReference: string;
  bookingId: string;
  amountCents: number;
  currency: string;
}

/** A course order (one course, lifetime, or the first period of a subscription) the provider has charged. */
export interface CourseOrderEvent {
  orderId: string;
  paymentKey: string;
  providerReference: string;
  amountCents: number;
  currency: string;
  /** Monthly and annual plans: the provider's subscription and the end of the paid period. */
  subscriptionReference: string | null;
  periodEnd: string | null;
}

/** A gift voucher the provider has charged (docs/promotions.md#gift-vouchers): it activates the voucher. */
export interface GiftVoucherEvent {
  voucherId: string;
  paymentKey: string;
  providerReference: string;
  amountCents: number;
  currency: string;
}

/**
 * A later event of a subscription (Stripe Billing: invoice paid / payment failed, cancel_at_period_end set or unset,
 * subscription ended). 'cancelled' with a periodEnd is an end at that moment; without one, "will not renew".
 */
export interface SubscriptionEvent {
  eventId: string;
  subscriptionReference: string;
  type: 'renewed' | 'payment_failed' | 'cancelled' | 'resumed';
  occurredAt: string;
  periodEnd: string | null;
}

/**
 * A refund as the provider states it: the answer to the shop's own request, or an event (a refund made in the
 * provider's dashboard, one that failed later, a dispute lost).
 */
export interface RefundEvent {
  providerRefundId: string;
  /** The provider's payment refunded (the shop's payments.provider_reference). */
  paymentReference: string;
  amountCents: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
  /** The shop's own refund when its request made it; null for one made in the provider's dashboard. */
  refundId: string | null;
}

/** A refund the shop asks the provider for (planned by the database when a booking is cancelled). */
export interface RefundRequest {
  refundId: string;
  bookingId: string;
  paymentReference: string;
  amountCents: number;
  currency: string;
}

/** The provider refused the refund for good (not a passing fault): sending it again would be refused again. */
export class RefundRefusedError extends Error {}

export type WebhookOutcome =
  | { kind: 'payment'; event: PaymentEvent }
  | { kind: 'refunds'; events: RefundEvent[] }
  | { kind: 'course_order'; event: CourseOrderEvent }
  | { kind: 'subscription'; event: SubscriptionEvent }
  | { kind: 'gift_voucher'; event: GiftVoucherEvent }
  | { kind: 'ignored'; reason: string };

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

/** A course order to charge on the provider's hosted page: one-time (course, lifetime) or a renewing subscription. */
export interface CourseCheckoutInput {
  orderId: string;
  kind: 'course' | 'monthly' | 'annual' | 'lifetime';
  amountCents: number;
  currency: string;
  /** What the learner buys, in their language ("Monthly subscription"). */
  description: string;
  email: string | null;
  lang: Locale;
  successUrl: string;
  cancelUrl: string;
}

/** A gift voucher to charge on the provider's hosted page (docs/promotions.md#gift-vouchers). */
export interface GiftVoucherCheckoutInput {
  voucherId: string;
  amountCents: number;
  currency: string;
  /** What the buyer pays for, in their language ("Gift voucher for Ana"). */
  description: string;
  email: string;
  lang: Locale;
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
  /** The hosted payment page for a course order (absent for the test provider, whose card form is the shop's). */
  startCourseCheckout?(input: CourseCheckoutInput): Promise<{ url: string }>;
  /** The hosted payment page for a gift voucher (absent for the test provider, whose card form is the shop's). */
  startGiftVoucherCheckout?(input: GiftVoucherCheckoutInput): Promise<{ url: string }>;
  /** Stops a subscription's renewals; access lasts to the end of the paid period. */
  cancelSubscription?(reference: string): Promise<void>;
  /** Undoes that before the period ends: the subscription renews again as before. */
  resumeSubscription?(reference: string): Promise<void>;
  /**
   * Refunds (part of) a payment, idempotent on the request's refundId: asked again, the provider answers the same
   * refund. Throws RefundRefusedError when the provider refuses it for good.
   */
  refund(request: RefundRequest): Promise<RefundEvent>;
  /** Verifies the signature and reads the event; throws WebhookSignatureError or WebhookPayloadError. */
  parseWebhook(rawBody: string, headers: Headers): Promise<WebhookOutcome>;
}
