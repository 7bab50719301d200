import 'server-only';
import { accountCoursesLinks } from '@/lib/courses/catalogue';
import type { CourseOrderEvent, GiftVoucherEvent, PaymentEvent, RefundEvent, SubscriptionEvent } from '@/lib/payments/types';
import { createAdminClient } from '@/lib/supabase/admin';
import { site } from '@/lib/site';

/**
 * What the payment provider's signed events change, as SQL functions the service role alone may call: a booking
 * paid (confirm_payment), a course order or subscription event, a refund. Each is idempotent on the provider's own
 * id. `invalid` marks a refusal for good (the event can never apply: answer 400); anything else may pass (answer 500,
 * so the provider sends it again).
 */
export type Applied<T> = { ok: true; value: T } | { ok: false; invalid: boolean; message: string };

interface RpcError { code?: string; message: string; hint?: string | null }

const refused = (error: RpcError): Applied<never> => ({
  ok: false,
  invalid: error.code === '22023' || error.code === '22P02' || error.hint === 'refund_too_large',
  message: error.message,
});

export interface ConfirmResult {
  reference: string;
  bookingStatus: string;
  paymentStatus: string;
  replayed: boolean;
  /** The trip whose departure this payment made guaranteed to run: its cached pages must say so at once. */
  guaranteedTripId: number | null;
}

/** Applies a payment the provider has confirmed (idempotent on the provider's payment). */
export async function confirmPayment(provider: string, event: PaymentEvent): Promise<Applied<ConfirmResult>> {
  const { data, error } = await createAdminClient().rpc('confirm_payment', {
    booking_id: event.bookingId,
    provider,
    provider_reference: event.providerReference,
    idempotency_key: event.paymentKey,
    amount_cents: event.amountCents,
    currency: event.currency,
    site_url: site.url,
  });
  if (error) return refused(error);
  const r = data as Record<string, unknown>;
  return {
    ok: true,
    value: {
      reference: String(r.reference), bookingStatus: String(r.booking_status), paymentStatus: String(r.payment_status), replayed: r.replayed === true,
      guaranteedTripId: Number.isInteger(r.guaranteed_trip_id) ? (r.guaranteed_trip_id as number) : null,
    },
  };
}

/** A gift voucher the provider charged: active from now, its code e-mailed to the buyer (idempotent on the payment). */
export async function confirmGiftVoucher(provider: string, event: GiftVoucherEvent): Promise<Applied<{ id: string; status: string; replayed: boolean }>> {
  const { data, error } = await createAdminClient().rpc('confirm_gift_voucher', {
    voucher_id: event.voucherId,
    provider,
    provider_reference: event.providerReference,
    idempotency_key: event.paymentKey,
    amount_cents: event.amountCents,
    currency: event.currency,
  });
  if (error) return refused(error);
  const r = data as Record<string, unknown>;
  return { ok: true, value: { id: String(r.id), status: String(r.status), replayed: r.replayed === true } };
}

/** A course order the provider charged, or a later event of its subscription (idempotent on the order and event id). */
export async function applyCourseEvent(provider: string, outcome: { kind: 'course_order'; event: CourseOrderEvent } | { kind: 'subscription'; event: SubscriptionEvent }): Promise<Applied<Record<string, unknown>>> {
  const admin = createAdminClient();
  const { data, error } =
    outcome.kind === 'course_order'
      ? await admin.rpc('confirm_course_order', {
          order_id: outcome.event.orderId,
          provider,
          provider_reference: outcome.event.providerReference,
          idempotency_key: outcome.event.paymentKey,
          amount_cents: outcome.event.amountCents,
          currency: outcome.event.currency,
          ...(outcome.event.subscriptionReference ? { subscription_reference: outcome.event.subscriptionReference } : {}),
          ...(outcome.event.periodEnd ? { period_end: outcome.event.periodEnd } : {}),
          account_links: accountCoursesLinks(site.url),
        })
      : await admin.rpc('apply_subscription_event', {
          provider,
          event_id: outcome.event.eventId,
          subscription_reference: outcome.event.subscriptionReference,
          type: outcome.event.type,
          occurred_at: outcome.event.occurredAt,
          ...(outcome.event.periodEnd ? { period_end: outcome.event.periodEnd } : {}),
          account_links: accountCoursesLinks(site.url),
        });
  if (error) return refused(error);
  return { ok: true, value: data as Record<string, unknown> };
}

export interface RefundResult {
  refundId: string | null;
  status: string | null;
  bookingStatus: string | null;
  replayed: boolean;
  /** The refunded payment is not a booking's (a course's, say): nothing was recorded. */
  ignored: boolean;
}

/** Records a refund as the provider states it (record_refund: idempotent, never above what was paid). */
export async function recordRefund(provider: string, event: RefundEvent): Promise<Applied<RefundResult>> {
  const { data, error } = await createAdminClient().rpc('record_refund', {
    provider,
    provider_refund_id: event.providerRefundId,
    payment_reference: event.paymentReference,
    amount_cents: event.amountCents,
    currency: event.currency,
    status: event.status,
    site_url: site.url,
    ...(event.refundId ? { refund_id: event.refundId } : {}),
  });
  if (error) return refused(error);
  const r = data as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    ok: true,
    value: { refundId: text(r.refund_id), status: text(r.status), bookingStatus: text(r.booking_status), replayed: r.replayed === true, ignored: typeof r.ignored === 'string' },
  };
}

/** A refund the database planned that the provider has not answered yet. */
export interface PlannedRefund {
  refundId: string;
  bookingId: string;
  provider: string;
  paymentReference: string;
  amountCents: number;
  currency: string;
}

export function plannedRefunds(value: unknown): PlannedRefund[] {
  if (!Array.isArray(value)) return [];
  return value.map((r: Record<string, unknown>) => ({
    refundId: String(r.refund_id),
    bookingId: String(r.booking_id),
    provider: String(r.provider),
    paymentReference: String(r.payment_reference),
    amountCents: Number(r.amount_cents),
    currency: String(r.currency),
  }));
}

/** Refunds planned more than `olderThanSeconds` ago whose request never reached the provider (the server died). */
export async function unsentRefunds(olderThanSeconds = 60): Promise<PlannedRefund[]> {
  const { data, error } = await createAdminClient().rpc('unsent_refunds', { older_than_seconds: olderThanSeconds });
  if (error) throw new Error(`unsent_refunds failed: ${error.message}`);
  return plannedRefunds(data);
}

/** The provider refused a refund for good: it is marked failed and the operator is e-mailed to refund by hand. */
export async function failRefund(refundId: string, reason: string): Promise<void> {
  const { error } = await createAdminClient().rpc('fail_refund', { refund_id: refundId, reason });
  if (error) throw new Error(`fail_refund failed: ${error.message}`);
}
