import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { SpawnedBackend } from '../../../supabase/local/spawn';
import { shopLink, waitForMail } from '../auth/mail-helpers';
import { spawnOwnBackend, tempDataRoot } from '../setup/own-backend';
import { testBackend, testClient, uniqueEmail } from '../setup/test-backend';

describe('mail without SMTP: .eml files and the /_local/mail page', () => {
  const { url, dataRoot } = testBackend();

  it('writes the confirmation e-mail as an .eml file and lists it on the page', async () => {
    const email = uniqueEmail('eml');
    await testClient().auth.signUp({ email, password: 'eml-password' });
    const mail = await waitForMail(email, { status: 'sent' });
    expect(mail.attempts).toBe(1);
    const file = readdirSync(join(dataRoot, 'mail')).find((name) => name.endsWith(`-${mail.id}.eml`));
    expect(file).toBeDefined();
    const eml = readFileSync(join(dataRoot, 'mail', file!), 'utf8');
    expect(eml).toContain(`To: ${email}`);
    expect(eml).toContain('Subject: Confirm your account');
    expect(eml).toMatch(/Content-Type: text\/html/);

    const page = await fetch(`${url}/_local/mail`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(email);
    expect(html).toContain(shopLink(mail).href.replace(/&/g, '&#38;'));
  });
});

interface Received {
  to: string[];
  raw: string;
  user: string | undefined;
}

describe('mail through a real SMTP peer on loopback', () => {
  const received: Received[] = [];
  const refusedOnce = new Set<string>();
  let smtp: SMTPServer;
  let backend: SpawnedBackend;
  const folder = tempDataRoot('mail');

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        // A temporary failure for the first attempt to "flaky" addresses, to exercise the retry.
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
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, user: session.user as string | undefined });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    backend = await spawnOwnBackend(folder.dataRoot, {
      env: { SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`, MAIL_FROM: 'Shop <shop@example.com>' },
    });
  }, 180_000);

  afterAll(async () => {
    await backend?.stop();
    await new Promise<void>((resolve) => smtp.close(resolve));
    folder.remove();
  });

  async function waitForDelivery(to: string, timeoutMs = 15_000): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find((mail) => mail.to.includes(to));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`nothing delivered to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('delivers the confirmation e-mail with authentication, from MAIL_FROM', async () => {
    const email = uniqueEmail('smtp');
    const { error } = await testClient(backend.anonKey, backend.url).auth.signUp({ email, password: 'smtp-password' });
    expect(error).toBeNull();
    const mail = await waitForDelivery(email);
    expect(mail.user).toBe('mailer');
    expect(mail.raw).toContain('From: Shop <shop@example.com>');
    expect(mail.raw).toContain('Subject: Confirm your account');
    expect(mail.raw).toContain('Confirm my e-mail');
    // The development page is off when real mail goes out: it would show links meant for the inbox alone.
    expect((await fetch(`${backend.url}/_local/mail.json`)).status).toBe(404);
  });

  it('retries a temporary failure and records the attempts in the outbox', async () => {
    const email = uniqueEmail('flaky');
    await testClient(backend.anonKey, backend.url).auth.signUp({ email, password: 'flaky-password' });
    await waitForDelivery(email, 20_000);
    expect(refusedOnce.has(email)).toBe(true);
    const admin = testClient(backend.serviceRoleKey, backend.url);
    const { data, error } = await admin.from('email_outbox').select('status, attempts, last_error').eq('to_address', email).single();
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'sent', attempts: 2, last_error: null });
  });
});
