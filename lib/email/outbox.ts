import 'server-only';
import { createAdminClient } from '@/lib/supabase/admin';
import { smtpSender, type MailSender } from './smtp';

export interface DeliveryReport {
  sent: number;
  failed: number;
  /** False when no SMTP server is configured: the e-mails wait in the outbox. */
  configured: boolean;
}

/**
 * Sends what waits in the e-mail outbox through SMTP: claims a batch with a lease (claim_email_outbox), sends each
 * message and reports it with its claim token (finish_email). Several runs at once never send a row twice; a run
 * that dies leaves its rows to a later one. Runs on any deployment: the scheduled route and right after a booking.
 */
export async function deliverOutbox({ sender = smtpSender(), batchSize = 20, maxBatches = 5 }: { sender?: MailSender | null; batchSize?: number; maxBatches?: number } = {}): Promise<DeliveryReport> {
  if (!sender) return { sent: 0, failed: 0, configured: false };
  const admin = createAdminClient();
  const report: DeliveryReport = { sent: 0, failed: 0, configured: true };
  try {
    for (let batch = 0; batch < maxBatches; batch++) {
      const { data, error } = await admin.rpc('claim_email_outbox', { batch_size: batchSize, lease_seconds: 120 });
      if (error) throw new Error(`The outbox could not be read: ${error.message}`);
      const rows = data ?? [];
      for (const row of rows) {
        let failure: string | null = null;
        try {
          await sender.send({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
        } catch (sendError) {
          failure = sendError instanceof Error ? sendError.message : String(sendError);
        }
        const { error: finishError } = await admin.rpc('finish_email', { id: row.id, claim_token: row.claim_token, error: failure ?? undefined });
        if (finishError) console.error(`[outbox] e-mail ${row.id} could not be marked:`, finishError.message);
        if (failure) report.failed += 1;
        else report.sent += 1;
      }
      if (rows.length < batchSize) break;
    }
  } finally {
    sender.close();
  }
  return report;
}
