import 'server-only';
import { failRefund, recordRefund, type PlannedRefund } from '@/lib/data/payments';
import { paymentProvider } from './index';
import { RefundRefusedError, type PaymentProvider } from './types';

/**
 * Sends the refunds the database planned (a cancellation) to the provider that took the payment, and records each
 * answer. The refund's own id is the provider's idempotency key, so sending one again (two requests at once, the
 * scheduled job after a crash) never refunds twice. A passing fault leaves the refund planned for the next run; a
 * refusal for good marks it failed and e-mails the operator.
 */
export async function sendRefunds(planned: PlannedRefund[], provider: PaymentProvider = paymentProvider()): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const refund of planned) {
    if (refund.provider !== provider.name) {
      console.error(`[payments] refund ${refund.refundId} belongs to provider ${refund.provider}, not ${provider.name}: left for the operator`);
      failed += 1;
      continue;
    }
    try {
      const answer = await provider.refund({
        refundId: refund.refundId, bookingId: refund.bookingId, paymentReference: refund.paymentReference, amountCents: refund.amountCents, currency: refund.currency,
      });
      const recorded = await recordRefund(provider.name, { ...answer, refundId: refund.refundId });
      if (!recorded.ok) throw new Error(recorded.message);
      sent += 1;
    } catch (error) {
      failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof RefundRefusedError) await failRefund(refund.refundId, message);
      else console.error(`[payments] refund ${refund.refundId} not sent yet:`, message);
    }
  }
  return { sent, failed };
}
