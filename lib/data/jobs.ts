import 'server-only';
import { createAdminClient } from '@/lib/supabase/admin';
import { site } from '@/lib/site';

/** The SQL functions the scheduled jobs run (lib/jobs.ts), each answering how many rows it changed or queued. */
type CountingJob = 'expire_booking_holds' | 'refresh_trip_prices' | 'sweep_rate_limits' | 'sweep_waitlists' | 'sweep_gift_vouchers';
type MailingJob = 'queue_balance_reminders' | 'queue_traveller_reminders' | 'queue_review_invitations';

export async function runCountingJob(name: CountingJob): Promise<number> {
  const { data, error } = await createAdminClient().rpc(name);
  if (error) throw new Error(`${name} failed: ${error.message}`);
  return Number(data ?? 0);
}

/** A reminder job: its e-mails link to the shop's configured address. */
export async function runMailingJob(name: MailingJob): Promise<number> {
  const { data, error } = await createAdminClient().rpc(name, { site_url: site.url });
  if (error) throw new Error(`${name} failed: ${error.message}`);
  return Number(data ?? 0);
}
