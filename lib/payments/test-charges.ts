import 'server-only';
import type { PaymentRequest } from '@/lib/data/bookings';
import { createAdminClient } from '@/lib/supabase/admin';
import { newChargeId, newEventId, outcomeOfCard, SIGNATURE_HEADER, signTestEvent, testProvider, testWebhookSecret, type ChargeOutcome, type TestEvent } from './test-provider';
import { handlePaymentWebhook } from './webhook';

interface ChargeRow {
  id: string;
  booking_id: string;
  amount_cents: number;
  currency: string;
  event_id: string | null;
}

/**
 * The test provider's side of a card payment: the charge is written to its books first (a successful one with the
 * event it owes the shop), then the event is delivered. If the shop is down or dies in between, the scheduled job
 * delivers it later, as a real provider retries its webhooks.
 */
export async function chargeTestCard(request: PaymentRequest, cardDigits: string): Promise<{ outcome: ChargeOutcome; chargeId: string }> {
  const outcome = outcomeOfCard(cardDigits);
  const row: ChargeRow = {
    id: newChargeId(),
    booking_id: request.bookingId,
    amount_cents: request.amountCents,
    currency: request.currency,
    event_id: outcome === 'succeeded' ? newEventId() : null,
  };
  const { error } = await createAdminClient()
    .from('test_payment_charges')
    .insert({ ...row, outcome, card_last4: cardDigits.slice(-4) });
  if (error) throw new Error(`The test charge could not be recorded: ${error.message}`);
  if (outcome === 'succeeded') await deliverTestEvent(row);
  return { outcome, chargeId: row.id };
}

function eventOf(row: ChargeRow): TestEvent {
  return {
    id: row.event_id ?? '',
    type: 'charge.succeeded',
    data: { charge_id: row.id, booking_id: row.booking_id, amount_cents: row.amount_cents, currency: row.currency },
  };
}

/** Sends the signed event through the shop's webhook handler; records whether it was accepted. */
export async function deliverTestEvent(row: ChargeRow): Promise<boolean> {
  const body = JSON.stringify(eventOf(row));
  const request = new Request('http://shop.internal/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signTestEvent(body, testWebhookSecret()) },
    body,
  });
  let accepted = false;
  let failure: string | null = null;
  try {
    const response = await handlePaymentWebhook(request, testProvider());
    accepted = response.ok;
    if (!accepted) failure = `webhook answered ${response.status}: ${await response.text()}`;
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const admin = createAdminClient();
  const { data: current } = await admin.from('test_payment_charges').select('delivery_attempts').eq('id', row.id).single();
  const { error } = await admin
    .from('test_payment_charges')
    .update({
      delivered_at: accepted ? new Date().toISOString() : null,
      delivery_attempts: (current?.delivery_attempts ?? 0) + 1,
      last_delivery_error: failure,
    })
    .eq('id', row.id);
  if (error) console.error('[payments] test delivery could not be recorded:', error.message);
  if (failure) console.error('[payments] test event not accepted yet:', failure);
  return accepted;
}

/** Delivers the events the shop has not accepted yet (older than `olderThanSeconds`), oldest first. */
export async function redeliverTestEvents(olderThanSeconds = 20, limit = 50): Promise<{ delivered: number; pending: number }> {
  const before = new Date(Date.now() - olderThanSeconds * 1000).toISOString();
  const { data, error } = await createAdminClient()
    .from('test_payment_charges')
    .select('id, booking_id, amount_cents, currency, event_id')
    .not('event_id', 'is', null)
    .is('delivered_at', null)
    .lte('created_at', before)
    .order('created_at', { ascending: true })
    .limit(limit);
  if (error) throw new Error(`Undelivered test events could not be read: ${error.message}`);
  let delivered = 0;
  for (const row of data ?? []) if (await deliverTestEvent(row)) delivered += 1;
  return { delivered, pending: (data?.length ?? 0) - delivered };
}
