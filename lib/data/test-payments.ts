import 'server-only';
import { createAdminClient } from '@/lib/supabase/admin';

/**
 * The built-in test payment provider's own books (test_payment_charges, test_payment_refunds): what Stripe keeps on
 * its side. Service role only; lib/payments/test-charges.ts is the provider that writes them.
 */
export interface TestChargeRow {
  id: string;
  booking_id: string;
  amount_cents: number;
  currency: string;
  event_id: string | null;
}

export interface TestRefundRow {
  id: string;
  charge_id: string;
  amount_cents: number;
  refund_id: string | null;
  event_id: string;
}

type Books = 'test_payment_charges' | 'test_payment_refunds';

export async function insertTestCharge(row: TestChargeRow & { outcome: string; card_last4: string }): Promise<void> {
  const { error } = await createAdminClient().from('test_payment_charges').insert(row);
  if (error) throw new Error(`The test charge could not be recorded: ${error.message}`);
}

/** Records one delivery attempt of a charge's or a refund's event, and whether the shop accepted it. */
export async function recordTestDelivery(books: Books, id: string, accepted: boolean, failure: string | null): Promise<void> {
  const admin = createAdminClient();
  const { data: current } = await admin.from(books).select('delivery_attempts').eq('id', id).single();
  const { error } = await admin
    .from(books)
    .update({ delivered_at: accepted ? new Date().toISOString() : null, delivery_attempts: (current?.delivery_attempts ?? 0) + 1, last_delivery_error: failure })
    .eq('id', id);
  if (error) console.error('[payments] test delivery could not be recorded:', error.message);
}

const cutoff = (olderThanSeconds: number) => new Date(Date.now() - olderThanSeconds * 1000).toISOString();

/** Successful charges whose event the shop has not accepted yet (older than `olderThanSeconds`), oldest first. */
export async function undeliveredTestCharges(olderThanSeconds: number, limit: number): Promise<TestChargeRow[]> {
  const { data, error } = await createAdminClient()
    .from('test_payment_charges')
    .select('id, booking_id, amount_cents, currency, event_id')
    .not('event_id', 'is', null)
    .is('delivered_at', null)
    .lte('created_at', cutoff(olderThanSeconds))
    .order('created_at', { ascending: true })
    .limit(limit);
  if (error) throw new Error(`Undelivered test events could not be read: ${error.message}`);
  return data ?? [];
}

export async function undeliveredTestRefunds(olderThanSeconds: number, limit: number): Promise<TestRefundRow[]> {
  const { data, error } = await createAdminClient()
    .from('test_payment_refunds')
    .select('id, charge_id, amount_cents, refund_id, event_id')
    .is('delivered_at', null)
    .lte('created_at', cutoff(olderThanSeconds))
    .order('created_at', { ascending: true })
    .limit(limit);
  if (error) throw new Error(`Undelivered test refund events could not be read: ${error.message}`);
  return data ?? [];
}

export class TestRefundRefused extends Error {}

/** A refund at the test provider, once per idempotency key (test_provider_refund), never more than the charge. */
export async function takeTestRefund(chargeId: string, amountCents: number, idempotencyKey: string, refundId: string | null): Promise<TestRefundRow> {
  const { data, error } = await createAdminClient().rpc('test_provider_refund', {
    charge_id: chargeId,
    amount_cents: amountCents,
    idempotency_key: idempotencyKey,
    ...(refundId ? { refund_id: refundId } : {}),
  });
  if (error) {
    if (error.hint === 'refund_too_large' || error.code === '22023') throw new TestRefundRefused(error.message);
    throw new Error(`The test refund could not be made: ${error.message}`);
  }
  return data as unknown as TestRefundRow;
}

export async function testChargeCurrency(chargeId: string): Promise<string> {
  const { data, error } = await createAdminClient().from('test_payment_charges').select('currency').eq('id', chargeId).single();
  if (error) throw new Error(`The test charge could not be read: ${error.message}`);
  return data.currency;
}
