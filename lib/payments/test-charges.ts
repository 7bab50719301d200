import 'server-only';
import type { PaymentRequest } from '@/lib/data/bookings';
import {
  insertTestCharge, recordTestDelivery, takeTestRefund, testChargeCurrency, TestRefundRefused, undeliveredTestCharges, undeliveredTestRefunds,
  type TestChargeRow, type TestRefundRow,
} from '@/lib/data/test-payments';
import { newChargeId, newEventId, outcomeOfCard, SIGNATURE_HEADER, signTestEvent, testProvider, testWebhookSecret, type ChargeOutcome, type TestEvent, type TestRefundEvent } from './test-provider';
import { RefundRefusedError, type RefundEvent, type RefundRequest } from './types';
import { handlePaymentWebhook } from './webhook';

/**
 * The test provider's side of a card payment: the charge is written to its books first (a successful one with the
 * event it owes the shop), then the event is delivered. If the shop is down or dies in between, the scheduled job
 * delivers it later, as a real provider retries its webhooks.
 */
export async function chargeTestCard(request: PaymentRequest, cardDigits: string): Promise<{ outcome: ChargeOutcome; chargeId: string }> {
  const outcome = outcomeOfCard(cardDigits);
  const row: TestChargeRow = {
    id: newChargeId(),
    booking_id: request.bookingId,
    amount_cents: request.amountCents,
    currency: request.currency,
    event_id: outcome === 'succeeded' ? newEventId() : null,
  };
  await insertTestCharge({ ...row, outcome, card_last4: cardDigits.slice(-4) });
  if (outcome === 'succeeded') await deliverTestEvent(row);
  return { outcome, chargeId: row.id };
}

function chargeEvent(row: TestChargeRow): TestEvent {
  return {
    id: row.event_id ?? '',
    type: 'charge.succeeded',
    data: { charge_id: row.id, booking_id: row.booking_id, amount_cents: row.amount_cents, currency: row.currency },
  };
}

function refundEvent(row: TestRefundRow, currency: string): TestRefundEvent {
  return {
    id: row.event_id,
    type: 'refund.succeeded',
    data: { refund_id: row.id, charge_id: row.charge_id, amount_cents: row.amount_cents, currency, shop_refund_id: row.refund_id },
  };
}

/** Sends a signed event through the shop's webhook handler; true when the shop accepted it. */
async function deliver(event: object): Promise<{ accepted: boolean; failure: string | null }> {
  const body = JSON.stringify(event);
  const request = new Request('http://shop.internal/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signTestEvent(body, testWebhookSecret()) },
    body,
  });
  try {
    const response = await handlePaymentWebhook(request, testProvider());
    return response.ok ? { accepted: true, failure: null } : { accepted: false, failure: `webhook answered ${response.status}: ${await response.text()}` };
  } catch (error) {
    return { accepted: false, failure: error instanceof Error ? error.message : String(error) };
  }
}

async function deliverAndRecord(books: 'test_payment_charges' | 'test_payment_refunds', id: string, event: object): Promise<boolean> {
  const { accepted, failure } = await deliver(event);
  await recordTestDelivery(books, id, accepted, failure);
  if (failure) console.error('[payments] test event not accepted yet:', failure);
  return accepted;
}

/** Sends a charge's signed event through the shop's webhook handler; records whether it was accepted. */
export const deliverTestEvent = (row: TestChargeRow): Promise<boolean> => deliverAndRecord('test_payment_charges', row.id, chargeEvent(row));

/**
 * The test provider refunds a charge: once per refund (its id is the idempotency key), never more than the charge,
 * then tells the shop with a signed `refund.succeeded` event, as Stripe sends `refund.created`.
 */
export async function refundTestCharge(request: RefundRequest): Promise<RefundEvent> {
  let row: TestRefundRow;
  try {
    row = await takeTestRefund(request.paymentReference, request.amountCents, `refund:${request.refundId}`, request.refundId);
  } catch (error) {
    if (error instanceof TestRefundRefused) throw new RefundRefusedError(error.message);
    throw error;
  }
  const currency = await testChargeCurrency(row.charge_id);
  await deliverAndRecord('test_payment_refunds', row.id, refundEvent(row, currency));
  return { providerRefundId: row.id, paymentReference: row.charge_id, amountCents: row.amount_cents, currency, status: 'succeeded', refundId: row.refund_id };
}

/** Delivers the events the shop has not accepted yet (older than `olderThanSeconds`), oldest first. */
export async function redeliverTestEvents(olderThanSeconds = 20, limit = 50): Promise<{ delivered: number; pending: number }> {
  const charges = await undeliveredTestCharges(olderThanSeconds, limit);
  const refunds = await undeliveredTestRefunds(olderThanSeconds, limit);
  let delivered = 0;
  for (const row of charges) if (await deliverTestEvent(row)) delivered += 1;
  for (const row of refunds) {
    if (await deliverAndRecord('test_payment_refunds', row.id, refundEvent(row, await testChargeCurrency(row.charge_id)))) delivered += 1;
  }
  return { delivered, pending: charges.length + refunds.length - delivered };
}
