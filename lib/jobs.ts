import 'server-only';
import { deliverOutbox, type DeliveryReport } from '@/lib/email/outbox';
import { providerName } from '@/lib/payments';
import { redeliverTestEvents } from '@/lib/payments/test-charges';
import { createAdminClient } from '@/lib/supabase/admin';
import { site } from '@/lib/site';

/**
 * The shop's scheduled work, run by the hosting platform's cron (or pg_cron through pg_net) on
 * /api/cron/frequent (every minute) and /api/cron/daily.
 */
export type JobName = 'frequent' | 'daily';

export const isJobName = (value: string): value is JobName => value === 'frequent' || value === 'daily';

async function rpcCount(name: 'expire_booking_holds' | 'refresh_trip_prices' | 'sweep_rate_limits'): Promise<number> {
  const { data, error } = await createAdminClient().rpc(name);
  if (error) throw new Error(`${name} failed: ${error.message}`);
  return Number(data ?? 0);
}

export async function runJob(job: JobName): Promise<Record<string, number | boolean | DeliveryReport>> {
  const result: Record<string, number | boolean | DeliveryReport> = {};
  if (job === 'frequent') {
    if (providerName() === 'test') result.testPaymentsDelivered = (await redeliverTestEvents()).delivered;
    result.holdsExpired = await rpcCount('expire_booking_holds');
  } else {
    result.tripPricesChanged = await rpcCount('refresh_trip_prices');
    const { data, error } = await createAdminClient().rpc('queue_balance_reminders', { site_url: site.url });
    if (error) throw new Error(`queue_balance_reminders failed: ${error.message}`);
    result.balanceReminders = Number(data ?? 0);
    result.rateLimitWindowsSwept = await rpcCount('sweep_rate_limits');
  }
  result.outbox = await deliverOutbox();
  return result;
}
