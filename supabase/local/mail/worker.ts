import type { Db, Queryable } from '../db';
import type { MailTransport, OutgoingMail } from './transport';

export const MAX_ATTEMPTS = 5;
const BATCH = 20;

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
}

// Failed rows wait 2^attempts seconds after their creation before the next try.
const CLAIM_SQL = `
  select id::text, to_address, subject, text_body, html_body from public.email_outbox
   where status = 'pending'
      or (status = 'failed' and attempts < ${MAX_ATTEMPTS} and created_at < now() - make_interval(secs => power(2, attempts)))
   order by id
   limit ${BATCH}
   for update skip locked`;

async function record(q: Queryable, id: string, error: unknown): Promise<void> {
  if (error === undefined) {
    await q.query(`update public.email_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null where id = $1::bigint`, [id]);
  } else {
    const message = error instanceof Error ? error.message : String(error);
    await q.query(`update public.email_outbox set status = 'failed', attempts = attempts + 1, last_error = $2 where id = $1::bigint`, [id, message.slice(0, 1000)]);
  }
}

function toMail(row: OutboxRow): OutgoingMail {
  return { id: row.id, to: row.to_address, subject: row.subject ?? '', text: row.text_body, html: row.html_body };
}

async function deliver(transport: MailTransport, row: OutboxRow): Promise<unknown> {
  try {
    await transport.send(toMail(row));
    return undefined;
  } catch (error) {
    return error ?? new Error('delivery failed');
  }
}

/**
 * Delivers the outbox. On PostgreSQL the rows stay locked (for update skip locked) while they are sent, so several
 * backends on one database never send a message twice. PGlite has one owning process and runs one transaction at a
 * time, so there the rows are claimed, then sent outside the transaction, keeping the database free meanwhile.
 */
export async function deliverPending(db: Db, transport: MailTransport): Promise<number> {
  if (db.kind === 'postgres') {
    return db.transaction(async (tx) => {
      const rows = (await tx.query<OutboxRow>(CLAIM_SQL)).rows;
      for (const row of rows) await record(tx, row.id, await deliver(transport, row));
      return rows.length;
    });
  }
  const rows = await db.transaction(async (tx) => (await tx.query<OutboxRow>(CLAIM_SQL)).rows);
  for (const row of rows) await record(db, row.id, await deliver(transport, row));
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
