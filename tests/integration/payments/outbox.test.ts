import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { deliverOutbox } from '@/lib/email/outbox';
import { smtpSender } from '@/lib/email/smtp';
import type { SpawnedBackend } from '../../../supabase/local/spawn';
import { spawnOwnBackend, tempDataRoot } from '../setup/own-backend';
import { testClient, uniqueEmail } from '../setup/test-backend';
import { useShopEnv } from './shop-env';

interface Received { to: string[]; raw: string }

/**
 * The delivery a hosted deployment uses (the scheduled route's deliverOutbox), against a real SMTP peer on loopback,
 * on a backend whose own mail worker is off, so only the shop's delivery sends.
 */
describe('outbox delivery through SMTP', () => {
  const received: Received[] = [];
  const refusedOnce = new Set<string>();
  let smtp: SMTPServer;
  let smtpUrl: string;
  let backend: SpawnedBackend;
  const folder = tempDataRoot('outbox');

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('flaky') && !refusedOnce.has(address.address)) {
          refusedOnce.add(address.address);
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          return;
        }
        callback();
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
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    backend = await spawnOwnBackend(folder.dataRoot, { env: { SUPABASE_LOCAL_MAIL_WORKER: '0', SMTP_URL: '' } });
    useShopEnv(backend);
  }, 180_000);

  afterAll(async () => {
    await backend?.stop();
    await new Promise<void>((resolve) => smtp.close(resolve));
    folder.remove();
  });

  const admin = () => testClient(backend.serviceRoleKey, backend.url);
  const queue = async (to: string) => {
    const { error } = await admin().from('email_outbox').insert({ to_address: to, subject: `For ${to}`, text_body: 'Hello' });
    expect(error).toBeNull();
  };
  const row = async (to: string) => (await admin().from('email_outbox').select('status, attempts, last_error').eq('to_address', to).single()).data;
  const sender = () => smtpSender({ SMTP_URL: smtpUrl, MAIL_FROM: 'Shop <shop@example.test>' });

  it('sends each queued e-mail exactly once, however many deliveries run at once', async () => {
    const addresses = Array.from({ length: 12 }, () => uniqueEmail('outbox'));
    for (const to of addresses) await queue(to);
    const reports = await Promise.all([deliverOutbox({ sender: sender(), batchSize: 5 }), deliverOutbox({ sender: sender(), batchSize: 5 }), deliverOutbox({ sender: sender(), batchSize: 5 })]);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(12);
    for (const to of addresses) {
      expect(received.filter((m) => m.to.includes(to))).toHaveLength(1);
      expect(await row(to)).toEqual({ status: 'sent', attempts: 1, last_error: null });
    }
    expect(received.find((m) => m.to.includes(addresses[0]!))?.raw).toContain('From: Shop <shop@example.test>');
  });

  it('keeps a message the server refused and sends it on a later run', async () => {
    const to = uniqueEmail('flaky');
    await queue(to);
    expect(await deliverOutbox({ sender: sender() })).toMatchObject({ sent: 0, failed: 1 });
    expect(await row(to)).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('Mailbox busy') });
    // Not before its retry time...
    expect((await deliverOutbox({ sender: sender() })).sent).toBe(0);
    await admin().from('email_outbox').update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).eq('to_address', to);
    expect((await deliverOutbox({ sender: sender() })).sent).toBe(1);
    expect(await row(to)).toEqual({ status: 'sent', attempts: 2, last_error: null });
    expect(received.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('leaves the outbox untouched when no SMTP server is configured', async () => {
    const to = uniqueEmail('waiting');
    await queue(to);
    expect(await deliverOutbox({ sender: smtpSender({}) })).toEqual({ sent: 0, failed: 0, configured: false });
    expect(await row(to)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
