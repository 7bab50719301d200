import Stripe from 'stripe';
import { RefundRefusedError, type RefundEvent, type RefundRequest, type WebhookOutcome } from './types';

type Expandable = string | { id: string } | null | undefined;
const idOf = (value: Expandable): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

const statusOf = (status: string | null | undefined): RefundEvent['status'] =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';

/** A Stripe refund as the shop records it; null for a refund of a payment made without a payment intent. */
function refundEvent(refund: Stripe.Refund): RefundEvent | null {
  const intent = idOf(refund.payment_intent);
  if (!intent) return null;
  return {
    providerRefundId: refund.id,
    paymentReference: intent,
    amountCents: refund.amount,
    currency: refund.currency.toUpperCase(),
    status: statusOf(refund.status),
    refundId: refund.metadata?.refund_id ?? null,
  };
}

const outcomeOf = (events: (RefundEvent | null)[]): WebhookOutcome => {
  const known = events.filter((event): event is RefundEvent => event !== null);
  return known.length ? { kind: 'refunds', events: known } : { kind: 'ignored', reason: 'no refund of a payment intent' };
};

/**
 * Refunds through Stripe's Refunds API (the shop's refund id is the idempotency key and rides in the metadata, so its
 * webhook finds the refund the shop planned), and the events that tell of refunds made anywhere: `refund.created`,
 * `refund.updated`, `refund.failed` (and the older `charge.refund.updated`), `charge.refunded` (its refunds, read
 * from the API when the event does not carry them), and `charge.dispute.closed` when the dispute was lost (the
 * money went back to the card holder, as a refund).
 */
export function stripeRefunds(stripe: Stripe) {
  return {
    async refund({ refundId, bookingId, paymentReference, amountCents }: RefundRequest): Promise<RefundEvent> {
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          { payment_intent: paymentReference, amount: amountCents, reason: 'requested_by_customer', metadata: { refund_id: refundId, booking_id: bookingId } },
          { idempotencyKey: `refund:${refundId}` },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new RefundRefusedError(error.message);
        throw error;
      }
      const event = refundEvent(refund);
      if (!event) throw new RefundRefusedError('Stripe answered a refund without a payment intent');
      return event;
    },

    /** The outcome of a refund or dispute event; null for any other type. */
    async outcome(event: Stripe.Event): Promise<WebhookOutcome | null> {
      switch (event.type) {
        case 'refund.created':
        case 'refund.updated':
        case 'refund.failed':
        case 'charge.refund.updated':
          return outcomeOf([refundEvent(event.data.object)]);
        case 'charge.refunded': {
          const charge = event.data.object;
          const listed = charge.refunds?.data ?? (await stripe.refunds.list({ charge: charge.id, limit: 100 })).data;
          return outcomeOf(listed.map(refundEvent));
        }
        case 'charge.dispute.closed': {
          const dispute = event.data.object;
          const intent = idOf(dispute.payment_intent);
          if (dispute.status !== 'lost' || !intent) return { kind: 'ignored', reason: `dispute ${dispute.status}` };
          return outcomeOf([{ providerRefundId: dispute.id, paymentReference: intent, amountCents: dispute.amount, currency: dispute.currency.toUpperCase(), status: 'succeeded', refundId: null }]);
        }
        default:
          return null;
      }
    },
  };
}
