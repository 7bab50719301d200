import { codeOf, tokenHashOf, waitForMail } from '../auth/mail-helpers';
import { testBackend, testClient, uniqueEmail } from '../setup/test-backend';
import { expectRecorded, recorded, type Exchange } from './exchange';

const { url, anonKey } = testBackend();

async function send({ request }: Exchange, addresses: Record<string, string>) {
  const body = JSON.stringify(request.body ?? {}).replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => addresses[name] ?? '');
  const response = await fetch(`${url}/auth/v1${request.path}${request.query ? `?${request.query}` : ''}`, {
    method: request.method,
    headers: { apikey: anonKey, 'content-type': 'application/json', ...request.headers },
    body,
  });
  return { status: response.status, headers: Object.fromEntries(response.headers), text: await response.text() };
}

async function confirmedUser(): Promise<string> {
  const email = uniqueEmail('conformance');
  expect((await testClient().auth.signUp({ email, password: 'long-enough-1' })).error).toBeNull();
  const verified = await testClient().auth.verifyOtp({ type: 'email', token_hash: tokenHashOf(await waitForMail(email)) });
  expect(verified.error).toBeNull();
  return email;
}

/** The local backend's /auth/v1 against answers recorded from GoTrue's code (each case names its source). */
describe('GoTrue conformance', () => {
  test.each(recorded('gotrue.json').cases.map((c) => [c.name, c] as const))('%s', async (_case, recordedCase) => {
    const needsConfirmed = JSON.stringify(recordedCase.request.body ?? {}).includes('{{confirmed}}');
    const addresses = { new: uniqueEmail('conformance-new'), confirmed: needsConfirmed ? await confirmedUser() : '' };
    expectRecorded(await send(recordedCase, addresses), recordedCase.response);
  });

  test('supabase-js signInAnonymously meets 422 anonymous_provider_disabled', async () => {
    const { data, error } = await testClient().auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect([error?.status, error?.code, error?.message]).toEqual([422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled']);
  });

  test('a magic link from signInWithOtp signs a confirmed user in, by its link or by its code', async () => {
    const email = await confirmedUser();
    expect((await testClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const mail = await waitForMail(email, { template: 'auth.magic_link' });
    // GoTrue's default template links to its own /verify, whose token is the hash.
    const tokenHash = /[?&]token=([0-9a-f]+)/.exec(mail.text_body)?.[1] ?? '';
    const byLink = await testClient().auth.verifyOtp({ type: 'magiclink', token_hash: tokenHash });
    expect(byLink.error).toBeNull();
    expect(byLink.data.user?.email).toBe(email);
    const again = await testClient().auth.verifyOtp({ type: 'magiclink', token_hash: tokenHash });
    expect(again.error?.code).toBe('otp_expired');
  });

  test('a magic link\'s six digits sign in as GoTrue\'s email type', async () => {
    const email = await confirmedUser();
    expect((await testClient().auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await waitForMail(email, { template: 'auth.magic_link' });
    const verified = await testClient().auth.verifyOtp({ type: 'email', email, token: codeOf(mail) });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
  });

  test('signInWithOtp for a new address signs it up and the confirmation e-mail signs it in', async () => {
    const email = uniqueEmail('otp-new');
    expect((await testClient().auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await waitForMail(email, { template: 'auth.confirmation' });
    const verified = await testClient().auth.verifyOtp({ type: 'email', email, token: codeOf(mail) });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
  });
});
