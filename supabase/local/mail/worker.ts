import type { Db } from '../db';
import type { MailTransport, OutgoingMail } from './transport';

const BATCH = 20;
const LEASE_SECONDS = 120;

interface ClaimedRow {
  id: string;
  claim_token: string;
  to_address: string;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
}

function toMail(row: ClaimedRow): OutgoingMail {
  return { id: row.id, to: row.to_address, subject: row.subject ?? '', text: row.text_body, html: row.html_body };
}

async function deliver(transport: MailTransport, row: ClaimedRow): Promise<string | null> {
  try {
    await transport.send(toMail(row));
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error ?? 'delivery failed');
  }
}

/**
 * Delivers the outbox the way the shop's own delivery does on a hosted project (lib/email/outbox.ts): the same
 * claim_email_outbox / finish_email functions, so a row is sent once however many senders run, and failures are
 * retried with the same growing waits.
 */
export async function deliverPending(db: Db, transport: MailTransport): Promise<number> {
  const rows = (
    await db.query<ClaimedRow>(
      'select id::text, claim_token::text, to_address, subject, text_body, html_body from public.claim_email_outbox($1, $2)',
      [BATCH, LEASE_SECONDS],
    )
  ).rows;
  for (const row of rows) {
    const failure = await deliver(transport, row);
    await db.query('select public.finish_email($1::bigint, $2::uuid, $3)', [row.id, row.claim_token, failure]);
  }
  return rows.length;
}

export interface MailWorker {
  nudge(): void;
  stop(): Promise<void>;
}

/** Polls every second and whenever nudged; one pass at a time. */
export function startMailWorker(db: Db, transport: MailTransport, log: (line: string) => void, intervalMs = 1000): MailWorker {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const pass = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverPending(db, transport);
        } catch (error) {
          log(`[mail] outbox pass failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  return {
    nudge: pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
