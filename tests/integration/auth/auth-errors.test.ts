import { testBackend, testClient, uniqueEmail } from '../setup/test-backend';
import { codeOf, tokenHashOf, waitForMail } from './mail-helpers';

const { url, anonKey } = testBackend();

async function rawAuth(path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${url}/auth/v1${path}`, {
    method: init.method ?? 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json', ...init.headers },
    body: init.body,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null, headers: response.headers };
}

async function confirmedUser(password: string): Promise<string> {
  const email = uniqueEmail('confirmed');
  const { error } = await testClient().auth.signUp({ email, password });
  expect(error).toBeNull();
  const verified = await testClient().auth.verifyOtp({ type: 'email', token_hash: tokenHashOf(await waitForMail(email)) });
  expect(verified.error).toBeNull();
  return email;
}

describe('GoTrue-style errors', () => {
  it('answers a wrong password and an unknown e-mail identically: 400 invalid_credentials', async () => {
    const email = await confirmedUser('right-password');
    const wrong = await testClient().auth.signInWithPassword({ email, password: 'wrong-password' });
    const unknown = await testClient().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'whatever-1' });
    for (const { data, error } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
    const raw = await rawAuth('/token?grant_type=password', { body: JSON.stringify({ email, password: 'nope-nope' }) });
    expect(raw.status).toBe(400);
    expect(raw.body).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    const versioned = await rawAuth('/token?grant_type=password', {
      body: JSON.stringify({ email, password: 'nope-nope' }),
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(versioned.body).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('rejects a short password with 422 weak_password and an invalid e-mail with 400', async () => {
    const short = await testClient().auth.signUp({ email: uniqueEmail('short'), password: '12345' });
    expect(short.error?.status).toBe(422);
    expect(short.error?.code).toBe('weak_password');
    const badEmail = await testClient().auth.signUp({ email: 'not-an-email', password: 'long-enough' });
    expect(badEmail.error?.status).toBe(400);
    expect(badEmail.error?.code).toBe('email_address_invalid');
  });

  it('answers malformed JSON with 400 bad_json, never a crash', async () => {
    for (const path of ['/signup', '/token?grant_type=password', '/verify', '/recover']) {
      const response = await rawAuth(path, { body: '{"email": "x@example.com",' });
      expect(response.status).toBe(400);
      expect(response.body?.error_code).toBe('bad_json');
    }
    const wrongType = await rawAuth('/signup', { body: JSON.stringify({ email: 42, password: 'long-enough' }) });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body?.error_code).toBe('bad_json');
  });

  it('does not reveal that a confirmed address exists when it signs up again', async () => {
    const email = await confirmedUser('first-password');
    const { data: signedIn } = await testClient().auth.signInWithPassword({ email, password: 'first-password' });
    const again = await testClient().auth.signUp({ email, password: 'second-password' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.email).toBe(email);
    expect(again.data.user?.id).not.toBe(signedIn.session?.user.id);
    expect(again.data.user?.identities).toEqual([]);
    const stillFirst = await testClient().auth.signInWithPassword({ email, password: 'first-password' });
    expect(stillFirst.error).toBeNull();
  });

  it('ends the session when a rotated-away refresh token is reused', async () => {
    const email = await confirmedUser('rotate-me-1');
    const { data } = await testClient().auth.signInWithPassword({ email, password: 'rotate-me-1' });
    const first = data.session!.refresh_token;
    const refresh = (token: string) => rawAuth('/token?grant_type=refresh_token', { body: JSON.stringify({ refresh_token: token }) });
    const second = (await refresh(first)).body?.refresh_token as string;
    // Within GoTrue's reuse interval, the parent of the live token gives the live token back (parallel tabs).
    expect((await refresh(first)).body?.refresh_token).toBe(second);
    const third = (await refresh(second)).body?.refresh_token as string;
    expect(third).toBeTruthy();
    const reused = await refresh(first);
    expect(reused.status).toBe(400);
    expect(reused.body?.error_code).toBe('refresh_token_already_used');
    expect((await refresh(third)).body?.error_code).toBe('refresh_token_not_found');
  });

  it('verifies with POST /verify {type, token, email} and rejects a wrong code with 403 otp_expired', async () => {
    const email = uniqueEmail('otp');
    await testClient().auth.signUp({ email, password: 'otp-password' });
    const mail = await waitForMail(email);
    const code = codeOf(mail);
    const wrong = await testClient().auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'email' });
    expect(wrong.error?.status).toBe(403);
    expect(wrong.error?.code).toBe('otp_expired');
    const right = await testClient().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(right.error).toBeNull();
    expect(right.data.session?.user.email).toBe(email);
  });

  it('requires a valid bearer on /user and answers unknown endpoints with 404', async () => {
    const none = await rawAuth('/user', { method: 'GET' });
    expect(none.status).toBe(401);
    expect(none.body?.error_code).toBe('no_authorization');
    const anonAsUser = await rawAuth('/user', { method: 'GET', headers: { authorization: `Bearer ${anonKey}` } });
    expect(anonAsUser.status).toBe(403);
    expect(anonAsUser.body?.error_code).toBe('bad_jwt');
    const garbage = await rawAuth('/user', { method: 'GET', headers: { authorization: 'Bearer not.a.jwt' } });
    expect(garbage.status).toBe(403);
    expect(garbage.body?.error_code).toBe('bad_jwt');
    const unknown = await rawAuth('/factors', { method: 'GET' });
    expect(unknown.status).toBe(404);
    expect(unknown.body?.error_code).toBe('not_found');
    const settings = await rawAuth('/settings', { method: 'GET' });
    expect(settings.status).toBe(200);
    expect(settings.body?.mailer_autoconfirm).toBe(false);
  });
});
