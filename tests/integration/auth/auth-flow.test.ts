import type { AuthChangeEvent } from '@supabase/supabase-js';
import { testBackend, testClient, uniqueEmail } from '../setup/test-backend';
import { codeOf, shopLink, tokenHashOf, waitForMail } from './mail-helpers';

const PASSWORD = 'correct-horse-7';

describe('sign up -> confirmation e-mail -> verify -> sign in -> refresh -> sign out, through supabase-js', () => {
  const { url, anonKey } = testBackend();
  const email = uniqueEmail('flow');
  let refreshTokens: string[] = [];

  it('signs up without a session and queues a confirmation e-mail in the traveller language, linking to the shop', async () => {
    const supabase = testClient();
    const { data, error } = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { lang: 'es', full_name: 'Ana' }, emailRedirectTo: 'http://localhost:3000/es/travel/1/trekking?x=1&y=2' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.user_metadata).toEqual({ lang: 'es', full_name: 'Ana' });

    const mail = await waitForMail(email);
    expect(mail.template).toBe('auth.confirmation');
    expect(mail.subject).toBe('Confirma tu cuenta');
    expect(mail.text_body).toContain('Gracias por registrarte');
    expect(mail.html_body).toContain('lang="es"');
    const link = shopLink(mail);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/es/auth/confirm');
    expect(link.searchParams.get('type')).toBe('email');
    expect(link.searchParams.get('next')).toBe('http://localhost:3000/es/travel/1/trekking?x=1&y=2');
    expect(link.searchParams.get('token_hash')).toMatch(/^[0-9a-f]{56}$/);
    expect(codeOf(mail)).toMatch(/^\d{6}$/);
  });

  it('writes the English e-mail for an English sign-up', async () => {
    const english = uniqueEmail('flow-en');
    await testClient().auth.signUp({ email: english, password: PASSWORD, options: { data: { lang: 'en' } } });
    const mail = await waitForMail(english);
    expect(mail.subject).toBe('Confirm your account');
    expect(shopLink(mail).pathname).toBe('/en/auth/confirm');
    expect(shopLink(mail).searchParams.get('next')).toBe('http://localhost:3000');
  });

  it('refuses to sign in before the address is confirmed', async () => {
    const { data, error } = await testClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.message).toBe('Email not confirmed');
  });

  it('confirms with the link token hash, as the shop confirm route does; the link works once', async () => {
    const tokenHash = tokenHashOf(await waitForMail(email));
    const supabase = testClient();
    const events: AuthChangeEvent[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await supabase.auth.verifyOtp({ type: 'email', token_hash: tokenHash });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
    expect(events).toContain('SIGNED_IN');
    const again = await testClient().auth.verifyOtp({ type: 'email', token_hash: tokenHash });
    expect(again.error?.status).toBe(403);
    expect(again.error?.code).toBe('otp_expired');
  });

  it("follows GoTrue's own verify link: 303 to redirect_to with the session in the fragment", async () => {
    const other = uniqueEmail('flow-link');
    await testClient().auth.signUp({ email: other, password: PASSWORD, options: { emailRedirectTo: 'http://localhost:3000/en/account' } });
    const hash = tokenHashOf(await waitForMail(other));
    const link = `${url}/auth/v1/verify?token=${hash}&type=signup&redirect_to=${encodeURIComponent('http://localhost:3000/en/account')}`;
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/en/account');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');
    expect(Number(fragment.get('expires_in'))).toBe(3600);
    expect(fragment.get('access_token')?.split('.')).toHaveLength(3);
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
    expect(session.user.email).toBe(email);
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ aud: 'authenticated', role: 'authenticated', sub: session.user.id, email, aal: 'aal1', is_anonymous: false });

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
  });

  it('updates metadata and password with PUT /user', async () => {
    const supabase = testClient();
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const updated = await supabase.auth.updateUser({ data: { full_name: 'Ana María', lang: 'es' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ full_name: 'Ana María', lang: 'es' });
    const same = await supabase.auth.updateUser({ password: PASSWORD });
    expect(same.error?.code).toBe('same_password');
    const changed = await supabase.auth.updateUser({ password: 'another-pass-9' });
    expect(changed.error).toBeNull();
    const old = await testClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await testClient().auth.signInWithPassword({ email, password: 'another-pass-9' });
    expect(fresh.error).toBeNull();
  });

  it('forgot password: recovery e-mail in the user language -> PASSWORD_RECOVERY -> new password; the link works once', async () => {
    const reset = await testClient().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/es/account' });
    expect(reset.error).toBeNull();
    const mail = await waitForMail(email, { template: 'auth.recovery' });
    expect(mail.subject).toBe('Restablece tu contraseña');
    const link = shopLink(mail);
    expect(link.pathname).toBe('/es/auth/reset-password');
    expect(link.searchParams.get('next')).toBe('http://localhost:3000/es/account');
    const tokenHash = tokenHashOf(mail);

    const supabase = testClient();
    const events: AuthChangeEvent[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const verified = await supabase.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(verified.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    const updated = await supabase.auth.updateUser({ password: 'brand-new-pass-3' });
    expect(updated.error).toBeNull();
    expect(events).toContain('USER_UPDATED');

    expect((await testClient().auth.signInWithPassword({ email, password: 'brand-new-pass-3' })).error).toBeNull();
    const replay = await testClient().auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(replay.error?.code).toBe('otp_expired');
    // An unknown address gets the same answer and no e-mail.
    expect((await testClient().auth.resetPasswordForEmail(uniqueEmail('nobody'))).error).toBeNull();
  });

  it('resends a confirmation only after the minimum interval, with GoTrue 429 and message meanwhile', async () => {
    const later = uniqueEmail('resend');
    await testClient().auth.signUp({ email: later, password: PASSWORD });
    await waitForMail(later);
    const soon = await testClient().auth.resend({ type: 'signup', email: later });
    expect(soon.error?.status).toBe(429);
    expect(soon.error?.code).toBe('over_email_send_rate_limit');
    expect(soon.error?.message).toMatch(/^For security purposes, you can only request this after ([1-9]|[1-5]\d|60) seconds\.$/);
    // Unknown and confirmed addresses: an empty answer, nothing sent, nothing revealed.
    expect((await testClient().auth.resend({ type: 'signup', email: uniqueEmail('unknown') })).error).toBeNull();
    expect((await testClient().auth.resend({ type: 'signup', email })).error).toBeNull();
  });

  it('changes the e-mail address once both the old and the new address confirm', async () => {
    const supabase = testClient();
    await supabase.auth.signInWithPassword({ email, password: 'brand-new-pass-3' });
    const next = uniqueEmail('moved');
    const asked = await supabase.auth.updateUser({ email: next }, { emailRedirectTo: 'http://localhost:3000/es/account' });
    expect(asked.error).toBeNull();
    expect(asked.data.user?.email).toBe(email);
    expect(asked.data.user?.new_email).toBe(next);

    const toNew = await waitForMail(next, { template: 'auth.email_change' });
    const toOld = await waitForMail(email, { template: 'auth.email_change' });
    expect(toNew.subject).toBe('Confirma tu nuevo correo');
    expect(shopLink(toNew).searchParams.get('type')).toBe('email_change');
    expect(toNew.text_body).toContain(next);

    const first = await testClient().auth.verifyOtp({ type: 'email_change', token_hash: tokenHashOf(toOld) });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    expect((await testClient().auth.signInWithPassword({ email: next, password: 'brand-new-pass-3' })).error?.code).toBe('invalid_credentials');

    const second = await testClient().auth.verifyOtp({ type: 'email_change', token_hash: tokenHashOf(toNew) });
    expect(second.error).toBeNull();
    expect(second.data.session?.user.email).toBe(next);
    expect((await testClient().auth.signInWithPassword({ email: next, password: 'brand-new-pass-3' })).error).toBeNull();
    expect((await testClient().auth.signInWithPassword({ email, password: 'brand-new-pass-3' })).error?.code).toBe('invalid_credentials');
  });

  it('refuses to change to an address another account holds', async () => {
    const taken = uniqueEmail('taken');
    await testClient().auth.signUp({ email: taken, password: PASSWORD });
    const mover = uniqueEmail('mover');
    await testClient().auth.signUp({ email: mover, password: PASSWORD });
    await testClient().auth.verifyOtp({ type: 'email', token_hash: tokenHashOf(await waitForMail(mover)) });
    const supabase = testClient();
    await supabase.auth.signInWithPassword({ email: mover, password: PASSWORD });
    const { error } = await supabase.auth.updateUser({ email: taken });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
  });
});
