import { testBackend, testClient, uniqueEmail } from '../setup/test-backend';
import { confirmationLink, waitForMail } from './mail-helpers';

const PASSWORD = 'correct-horse-7';

describe('sign up -> confirmation e-mail -> verify -> sign in -> refresh -> sign out, through supabase-js', () => {
  const { url, anonKey } = testBackend();
  const email = uniqueEmail('flow');
  let refreshTokens: string[] = [];

  it('signs up without a session and queues a localized confirmation e-mail in the outbox', async () => {
    const supabase = testClient();
    const { data, error } = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { lang: 'es', full_name: 'Ana' }, emailRedirectTo: 'http://localhost:3000/es/account' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.user_metadata).toEqual({ lang: 'es', full_name: 'Ana' });

    const mail = await waitForMail(email);
    expect(mail.template).toBe('auth.signup');
    expect(mail.subject).toBe('Confirma tu cuenta');
    expect(mail.text_body).toContain('Sigue este enlace');
    const link = new URL(confirmationLink(mail));
    expect(`${link.origin}${link.pathname}`).toBe(`${url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000/es/account');
  });

  it('refuses to sign in before the address is confirmed', async () => {
    const { data, error } = await testClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.message).toBe('Email not confirmed');
  });

  it('follows the verify link: 303 to redirect_to with the session in the fragment, like GoTrue', async () => {
    const link = confirmationLink(await waitForMail(email));
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/es/account');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');
    expect(Number(fragment.get('expires_in'))).toBe(3600);
    expect(fragment.get('access_token')?.split('.')).toHaveLength(3);
    expect(fragment.get('refresh_token')).toBeTruthy();

    const again = await fetch(link, { redirect: 'manual' });
    const error = new URLSearchParams(new URL(again.headers.get('location') ?? '').hash.slice(1));
    expect(error.get('error_code')).toBe('otp_expired');
  });

  it('signs in, reads the user, rotates the refresh token and signs out', async () => {
    const supabase = testClient();
    const signIn = await supabase.auth.signInWithPassword({ email: email.toUpperCase(), password: PASSWORD });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(session.user.email).toBe(email);
    expect(session.user.email_confirmed_at).toBeTruthy();
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ aud: 'authenticated', role: 'authenticated', sub: session.user.id, email, aal: 'aal1', is_anonymous: false });
    expect(typeof claims.session_id).toBe('string');

    const { data: got, error: getError } = await supabase.auth.getUser();
    expect(getError).toBeNull();
    expect(got.user?.id).toBe(session.user.id);

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);
    refreshTokens = [session.refresh_token, refreshed.data.session!.refresh_token];

    const { error: signOutError } = await supabase.auth.signOut();
    expect(signOutError).toBeNull();
    for (const token of refreshTokens) {
      const response = await fetch(`${url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error_code: string }).error_code).toBe('refresh_token_not_found');
    }
    const afterSignOut = await testClient().auth.getUser(session.access_token);
    expect(afterSignOut.data.user).toBeNull();
    expect(afterSignOut.error).not.toBeNull();
  });

  it('updates metadata and password with PUT /user', async () => {
    const supabase = testClient();
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const updated = await supabase.auth.updateUser({ data: { full_name: 'Ana María', lang: null } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ full_name: 'Ana María' });
    const same = await supabase.auth.updateUser({ password: PASSWORD });
    expect(same.error?.code).toBe('same_password');
    const changed = await supabase.auth.updateUser({ password: 'another-pass-9' });
    expect(changed.error).toBeNull();
    const old = await testClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await testClient().auth.signInWithPassword({ email, password: 'another-pass-9' });
    expect(fresh.error).toBeNull();
  });
});
