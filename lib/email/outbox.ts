import 'server-only';
import { claimOutbox, finishEmail } from '@/lib/data/outbox';
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
  const report: DeliveryReport = { sent: 0, failed: 0, configured: true };
  try {
    for (let batch = 0; batch < maxBatches; batch++) {
      const rows = await claimOutbox(batchSize);
      for (const row of rows) {
        let failure: string | null = null;
        try {
          await sender.send({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
        } catch (sendError) {
          failure = sendError instanceof Error ? sendError.message : String(sendError);
        }
        await finishEmail(row, failure);
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
