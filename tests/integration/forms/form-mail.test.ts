import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { SpawnedBackend } from '../../../supabase/local/spawn';
import { spawnOwnBackend, tempDataRoot } from '../setup/own-backend';
import { testClient } from '../setup/test-backend';

/**
 * A contact message sent while the mail server refuses everything: the message is stored at once, its two e-mails
 * wait in the outbox with the error, and both go out once the server accepts mail again.
 */
describe('a contact message while the mail server is down', () => {
  const received: { to: string[]; raw: string }[] = [];
  let refusals = 0;
  let accepting = false;
  let smtp: SMTPServer;
  let backend: SpawnedBackend;
  const folder = tempDataRoot('form-mail');

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      onRcptTo(_address, _session, callback) {
        if (accepting) return callback();
        refusals += 1;
        callback(Object.assign(new Error('Service unavailable, try later'), { responseCode: 451 }));
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    backend = await spawnOwnBackend(folder.dataRoot, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  }, 180_000);

  afterAll(async () => {
    await backend?.stop();
    await new Promise<void>((resolve) => smtp.close(resolve));
    folder.remove();
  });

  async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('keeps the message and its e-mails, and delivers them when the server is back', async () => {
    const admin = testClient(backend.serviceRoleKey, backend.url);
    const message = `Six of us in October, mail test ${Date.now()}`;
    const { data: id, error } = await admin.rpc('submit_contact_message', {
      client_key: 'mail-test-client', name: 'Ana', email: 'ana.mail@example.test', message, accepts_terms: true,
    });
    expect(error).toBeNull();

    const stored = await admin.from('contact_messages').select('name, email, message').eq('id', id as string).single();
    expect(stored.data).toEqual({ name: 'Ana', email: 'ana.mail@example.test', message });

    type Row = { to_address: string; status: string; attempts: number; last_error: string | null };
    const outbox = async (): Promise<Row[]> => {
      const { data, error: readError } = await admin.from('email_outbox').select('to_address, status, attempts, last_error')
        .eq('payload->>contact_message_id', id as string).order('id');
      expect(readError).toBeNull();
      return (data ?? []) as Row[];
    };
    const failed = await until('both e-mails to fail once', async () => {
      const rows = await outbox();
      return rows.length === 2 && rows.every((r) => r.status === 'failed') ? rows : undefined;
    });
    for (const row of failed) expect(row.last_error).toContain('Service unavailable');
    expect(refusals).toBeGreaterThanOrEqual(2);

    accepting = true;
    const sent = await until('both e-mails to be sent', async () => {
      const rows = await outbox();
      return rows.every((r) => r.status === 'sent') ? rows : undefined;
    });
    expect(sent.map((r) => r.to_address)).toEqual(['bookings@adventure-travel-shop.example', 'ana.mail@example.test']);
    const notice = received.find((mail) => mail.to.includes('bookings@adventure-travel-shop.example'));
    expect(notice?.raw).toContain(message);
    const ack = received.find((mail) => mail.to.includes('ana.mail@example.test'));
    expect(ack?.raw).toContain('We have received your message');
    expect(ack?.raw).not.toContain(message);
  });
});
