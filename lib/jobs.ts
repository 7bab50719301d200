import 'server-only';
import { runCountingJob, runMailingJob } from '@/lib/data/jobs';
import { unsentRefunds } from '@/lib/data/payments';
import { deliverOutbox, type DeliveryReport } from '@/lib/email/outbox';
import { providerName } from '@/lib/payments';
import { sendRefunds } from '@/lib/payments/refunds';
import { redeliverTestEvents } from '@/lib/payments/test-charges';

/**
 * The shop's scheduled work, run by the hosting platform's cron (or pg_cron through pg_net) on
 * /api/cron/frequent (every minute) and /api/cron/daily.
 */
export type JobName = 'frequent' | 'daily';

export const isJobName = (value: string): value is JobName => value === 'frequent' || value === 'daily';

export async function runJob(job: JobName): Promise<Record<string, number | boolean | DeliveryReport>> {
  const result: Record<string, number | boolean | DeliveryReport> = {};
  if (job === 'frequent') {
    if (providerName() === 'test') result.testPaymentsDelivered = (await redeliverTestEvents()).delivered;
    // Holds that ended, their places offered to the waitlists at once (docs/waitlists.md).
    result.holdsExpired = await runCountingJob('expire_booking_holds');
    // Refunds of a cancellation whose request died on the way to the provider.
    const unsent = await unsentRefunds();
    if (unsent.length && providerName() !== null) result.refundsSent = (await sendRefunds(unsent)).sent;
  } else {
    result.tripPricesChanged = await runCountingJob('refresh_trip_prices');
    result.balanceReminders = await runMailingJob('queue_balance_reminders');
    result.travellerReminders = await runMailingJob('queue_traveller_reminders');
    // Travellers back from a departure are invited to review it, once (docs/reviews.md).
    result.reviewInvitations = await runMailingJob('queue_review_invitations');
    result.rateLimitWindowsSwept = await runCountingJob('sweep_rate_limits');
    // Waitlist requests nobody confirmed, with their addresses.
    result.waitlistRequestsSwept = await runCountingJob('sweep_waitlists');
    // Gift voucher purchases never paid, with their buyers' addresses (docs/promotions.md#gift-vouchers).
    result.giftVoucherPurchasesSwept = await runCountingJob('sweep_gift_vouchers');
  }
  result.outbox = await deliverOutbox();
  return result;
}
