import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { RateLimiter, type Db } from '@/supabase/local';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { clientAt, fetchFrom, startInProcessBackend, type InProcessBackend } from './in-process-backend';
import { codeOf, shopLink, tokenHashOf, waitForMail } from './mail-helpers';

const PASSWORD = 'hard-to-guess-9';
let serial = 0;
const address = (label: string) => `${label}.${process.pid}.${++serial}@example.com`;

async function rawPost(backend: InProcessBackend, path: string, body: unknown, from = '127.0.0.1') {
  const response = await fetchFrom(from)(`${backend.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const GOTRUE_429 = { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' };

describe.each(databaseTargets().map((t) => [t.name, t] as const))('local auth against guessing and flooding, on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;
  let backend: InProcessBackend;
  const mail = (to: string, template?: string) => waitForMail(to, { baseUrl: backend.url, template });

  async function confirmedUser(from = '127.0.0.1'): Promise<string> {
    const email = address('user');
    expect((await clientAt(backend, from).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const verified = await clientAt(backend, from).auth.verifyOtp({ type: 'email', token_hash: tokenHashOf(await mail(email)) });
    expect(verified.error).toBeNull();
    return email;
  }

  /** Moves every one-time token of the address back in time, as if it had been sent `seconds` ago. */
  const sentAgo = (email: string, seconds: number) =>
    db.query(
      `update auth.users set confirmation_sent_at = now() - make_interval(secs => $2), recovery_sent_at = now() - make_interval(secs => $2),
              email_change_sent_at = now() - make_interval(secs => $2) where email = $1`,
      [email, seconds],
    );

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    backend = await startInProcessBackend(db);
  });
  afterAll(async () => {
    await backend?.stop();
    await opened?.dispose();
  });
  // Each test starts with fresh limiter windows.
  beforeEach(() => {
    backend.clock.now += 24 * 3600 * 1000;
  });

  it('kills a six-digit code after 5 wrong guesses: even the right code then fails', async () => {
    const signup = address('guessed');
    await clientAt(backend).auth.signUp({ email: signup, password: PASSWORD });
    const code = codeOf(await mail(signup));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const guess = await clientAt(backend).auth.verifyOtp({ email: signup, token: wrong, type: 'email' });
      expect(guess.error?.status).toBe(403);
      expect(guess.error?.code).toBe('otp_expired');
    }
    const right = await clientAt(backend).auth.verifyOtp({ email: signup, token: code, type: 'email' });
    expect(right.error?.code).toBe('otp_expired');
    expect(right.data.session).toBeNull();

    // A new e-mail (once the minimum interval is over) brings a new code that works.
    await sentAgo(signup, 61);
    expect((await clientAt(backend).auth.resend({ type: 'signup', email: signup })).error).toBeNull();
    const fresh = codeOf(await mail(signup));
    const accepted = await clientAt(backend).auth.verifyOtp({ email: signup, token: fresh, type: 'email' });
    expect(accepted.error).toBeNull();
    expect(accepted.data.session?.user.email).toBe(signup);
  });

  it('refuses a typed code with 429 once the address has had 10 wrong codes in the hour, whatever the client', async () => {
    const email = address('hammered');
    await clientAt(backend).auth.signUp({ email, password: PASSWORD });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 5; i++) {
        const from = `127.0.0.${10 + round * 5 + i}`;
        const guess = await clientAt(backend, from).auth.verifyOtp({ email, token: String(100000 + i), type: 'email' });
        expect(guess.error?.code).toBe('otp_expired');
      }
      await sentAgo(email, 61);
      expect((await clientAt(backend).auth.resend({ type: 'signup', email })).error).toBeNull();
    }
    const code = codeOf(await mail(email));
    const blocked = await rawPost(backend, '/verify', { type: 'email', email, token: code }, '127.0.0.99');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(GOTRUE_429);
    backend.clock.now += 3600 * 1000;
    expect((await clientAt(backend, '127.0.0.99').auth.verifyOtp({ email, token: code, type: 'email' })).error).toBeNull();
  });

  it('expires links after an hour (GoTrue otp_expiry), not 24', async () => {
    const email = await confirmedUser();
    await clientAt(backend).auth.resetPasswordForEmail(email);
    const tokenHash = tokenHashOf(await mail(email, 'auth.recovery'));
    await sentAgo(email, 3660);
    const late = await clientAt(backend).auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(late.error?.code).toBe('otp_expired');
    await sentAgo(email, 61);
    await clientAt(backend).auth.resetPasswordForEmail(email);
    const fresh = tokenHashOf(await mail(email, 'auth.recovery'));
    await sentAgo(email, 3540);
    expect((await clientAt(backend).auth.verifyOtp({ type: 'recovery', token_hash: fresh })).error).toBeNull();
  });

  it('does not accept a link hash computed from a guessed code (sha224 of address and code)', async () => {
    const email = address('derived');
    await clientAt(backend).auth.signUp({ email, password: PASSWORD });
    const code = codeOf(await mail(email));
    const derived = createHash('sha224').update(email + code).digest('hex');
    const attempt = await clientAt(backend).auth.verifyOtp({ type: 'email', token_hash: derived });
    expect(attempt.error?.code).toBe('otp_expired');
  });

  it('answers the 31st sign-in attempt of one client in 5 minutes with 429, while another client goes on', async () => {
    const email = await confirmedUser('127.0.0.200');
    for (let i = 0; i < 30; i++) {
      const attempt = await rawPost(backend, '/token?grant_type=password', { email: address('nobody'), password: 'wrong-one' }, '127.0.0.2');
      expect(attempt.status).toBe(400);
    }
    const refused = await rawPost(backend, '/token?grant_type=password', { email, password: PASSWORD }, '127.0.0.2');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(GOTRUE_429);
    const viaJs = await clientAt(backend, '127.0.0.2').auth.signUp({ email: address('late'), password: PASSWORD });
    expect(viaJs.error?.status).toBe(429);
    expect(viaJs.error?.code).toBe('over_request_rate_limit');
    expect((await clientAt(backend, '127.0.0.3').auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    backend.clock.now += 300 * 1000;
    expect((await clientAt(backend, '127.0.0.2').auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('counts sign-ups and recovery requests in the same per-client bucket', async () => {
    for (let i = 0; i < 15; i++) expect((await clientAt(backend, '127.0.0.4').auth.signUp({ email: address('bulk'), password: PASSWORD })).error).toBeNull();
    for (let i = 0; i < 15; i++) expect((await clientAt(backend, '127.0.0.4').auth.resetPasswordForEmail(address('bulk'))).error).toBeNull();
    const refused = await rawPost(backend, '/recover', { email: address('bulk') }, '127.0.0.4');
    expect(refused).toEqual({ status: 429, body: GOTRUE_429 });
  });

  it('answers the 31st verification of one client in 5 minutes with 429', async () => {
    for (let i = 0; i < 30; i++) {
      const attempt = await rawPost(backend, '/verify', { type: 'email', token_hash: `${i}`.padStart(56, 'f') }, '127.0.0.5');
      expect(attempt.status).toBe(403);
    }
    expect(await rawPost(backend, '/verify', { type: 'email', token_hash: 'f'.repeat(56) }, '127.0.0.5')).toEqual({ status: 429, body: GOTRUE_429 });
    const link = await fetchFrom('127.0.0.5')(`${backend.url}/auth/v1/verify?token=abc&type=signup`, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(link.headers.get('location') ?? '').hash.slice(1)).get('error_code')).toBe('over_request_rate_limit');
  });

  it('locks an address for one client after 10 wrong passwords: the owner still signs in from another client', async () => {
    const victim = await confirmedUser();
    const bystander = await confirmedUser();
    for (let i = 0; i < 10; i++) {
      const wrong = await clientAt(backend, '127.0.1.1').auth.signInWithPassword({ email: victim, password: `guess-${i}` });
      expect(wrong.error?.code).toBe('invalid_credentials');
    }
    const locked = await rawPost(backend, '/token?grant_type=password', { email: victim, password: PASSWORD }, '127.0.1.1');
    expect(locked).toEqual({ status: 429, body: GOTRUE_429 });
    expect((await clientAt(backend, '127.0.1.1').auth.signInWithPassword({ email: bystander, password: PASSWORD })).error).toBeNull();
    expect((await clientAt(backend, '127.0.1.50').auth.signInWithPassword({ email: victim, password: PASSWORD })).error).toBeNull();
    backend.clock.now += 900 * 1000;
    expect((await clientAt(backend, '127.0.1.1').auth.signInWithPassword({ email: victim, password: PASSWORD })).error).toBeNull();
  });

  it('keeps its limits in the database: a restarted backend still refuses the locked client', async () => {
    const victim = await confirmedUser();
    for (let i = 0; i < 10; i++) await clientAt(backend, '127.0.1.2').auth.signInWithPassword({ email: victim, password: `guess-${i}` });
    const clock = backend.clock.now;
    await backend.stop();
    backend = await startInProcessBackend(db);
    backend.clock.now = clock;
    expect(await rawPost(backend, '/token?grant_type=password', { email: victim, password: PASSWORD }, '127.0.1.2')).toEqual({ status: 429, body: GOTRUE_429 });
    expect((await clientAt(backend, '127.0.1.3').auth.signInWithPassword({ email: victim, password: PASSWORD })).error).toBeNull();
  });

  it('counts fixed windows: max hits, then how long to wait, then open again; reset empties a bucket', async () => {
    let now = backend.clock.now;
    const limiter = new RateLimiter(() => now);
    const bucket = `test:${address('window')}`;
    for (let i = 0; i < 3; i++) expect(await limiter.take(db, bucket, 3, 60)).toBe(0);
    expect(await limiter.take(db, bucket, 3, 60)).toBe(60);
    now += 59_000;
    expect(await limiter.take(db, bucket, 3, 60)).toBe(1);
    expect(await limiter.take(db, `${bucket}:other`, 3, 60)).toBe(0);
    now += 1_000;
    expect(await limiter.take(db, bucket, 3, 60)).toBe(0);
    expect(await limiter.count(db, bucket, 60)).toBe(1);
    await limiter.reset(db, bucket);
    expect(await limiter.count(db, bucket, 60)).toBe(0);
  });

  it('sends one e-mail of a kind per address per minute and at most 5 an hour', async () => {
    const email = await confirmedUser();
    expect((await clientAt(backend).auth.resetPasswordForEmail(email)).error).toBeNull();
    const soon = await rawPost(backend, '/recover', { email });
    expect(soon.status).toBe(429);
    expect(soon.body.error_code).toBe('over_email_send_rate_limit');
    expect(soon.body.msg).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    for (let i = 0; i < 3; i++) {
      await sentAgo(email, 61);
      expect((await clientAt(backend).auth.resetPasswordForEmail(email)).error).toBeNull();
    }
    await sentAgo(email, 61);
    // The sign-up confirmation was the fifth e-mail to this address this hour.
    expect(await rawPost(backend, '/recover', { email })).toEqual({ status: 429, body: GOTRUE_429 });
  });

  it('sends the visitor back only to the site URL or a configured additional URL', async () => {
    const cases: [string, string][] = [
      ['http://localhost:3000/es/travel/1/x', 'http://localhost:3000/es/travel/1/x'],
      ['http://127.0.0.1:3000/en/account', 'http://127.0.0.1:3000/en/account'],
      ['http://localhost:9999/en', 'http://localhost:3000'],
      ['http://[::1]:3000/en', 'http://localhost:3000'],
      ['https://evil.example/steal', 'http://localhost:3000'],
    ];
    for (const [requested, kept] of cases) {
      const email = address('redirect');
      await clientAt(backend, '127.0.2.1').auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: requested } });
      expect(shopLink(await mail(email)).searchParams.get('next')).toBe(kept);
    }
  });
});

function rawGet(url: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: target.hostname, port: target.port, path: target.pathname, method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the /_local development pages', () => {
  let opened: OpenedDatabase;
  let backend: InProcessBackend;

  beforeAll(async () => {
    opened = await databaseTargets()[0]!.open();
    backend = await startInProcessBackend(opened.db);
  });
  afterAll(async () => {
    await backend?.stop();
    await opened?.dispose();
  });

  it('send no CORS headers, so another web page cannot read the confirmation links', async () => {
    for (const path of ['/_local/mail', '/_local/mail.json']) {
      const response = await fetch(`${backend.url}${path}`, { headers: { origin: 'https://evil.example' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      const preflight = await fetch(`${backend.url}${path}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    }
    // The Supabase APIs keep answering browsers from any origin, as a hosted project does.
    const api = await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.anonKey, origin: 'http://localhost:3000' } });
    expect(api.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('answer only requests that name this machine (no DNS rebinding)', async () => {
    const rebound = await rawGet(`${backend.url}/_local/mail.json`, { host: 'evil.example' });
    expect(rebound.status).toBe(403);
    const local = await rawGet(`${backend.url}/_local/mail.json`, { host: new URL(backend.url).host });
    expect(local.status).toBe(200);
    const named = await rawGet(`${backend.url}/_local/mail.json`, { host: 'localhost:54321' });
    expect(named.status).toBe(200);
  });
});
