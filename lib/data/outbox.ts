import 'server-only';
import { createAdminClient } from '@/lib/supabase/admin';

/** One e-mail of the outbox, claimed for this sender until its lease ends (claim_email_outbox). */
export interface ClaimedEmail {
  id: number;
  claim_token: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
}

/** Claims up to `batchSize` e-mails due now; several senders at once never claim one row twice. */
export async function claimOutbox(batchSize: number, leaseSeconds = 120): Promise<ClaimedEmail[]> {
  const { data, error } = await createAdminClient().rpc('claim_email_outbox', { batch_size: batchSize, lease_seconds: leaseSeconds });
  if (error) throw new Error(`The outbox could not be read: ${error.message}`);
  return data ?? [];
}

/** Reports a claimed e-mail sent (no failure) or failed; a claim lost meanwhile marks nothing. */
export async function finishEmail(row: Pick<ClaimedEmail, 'id' | 'claim_token'>, failure: string | null): Promise<void> {
  const { error } = await createAdminClient().rpc('finish_email', { id: row.id, claim_token: row.claim_token, error: failure ?? undefined });
  if (error) console.error(`[outbox] e-mail ${row.id} could not be marked:`, error.message);
}
