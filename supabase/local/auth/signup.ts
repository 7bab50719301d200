import type { AuthDeps } from './context';
import { AuthError } from './errors';
import { langOf, queueAuthEmail } from './emails';
import { objectField, parseJsonBody, safeRedirect, stringField, validEmail, validNewPassword } from './input';
import { newEmailOtp } from './otp';
import { hashPassword } from './password';
import type { AuthReply, AuthRequest } from './types';
import { findUserByEmail, NOW, obfuscatedUser, updateUser, userJson, type UserRow } from './users';

export function verifyLink(deps: AuthDeps, tokenHash: string, type: 'signup' | 'recovery', redirectTo: string): string {
  const params = new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo });
  return `${deps.baseUrl()}/auth/v1/verify?${params.toString()}`;
}

/** POST /signup: e-mail confirmation is required, so the answer is the user without a session. */
export async function signup(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  const body = parseJsonBody(req.body);
  if (stringField(body, 'phone')) throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = validEmail(stringField(body, 'email'));
  const password = validNewPassword(stringField(body, 'password'));
  const metadata = objectField(body, 'data') ?? {};
  const redirectTo = safeRedirect(req.query.get('redirect_to'), deps.siteUrl);
  const passwordHash = await hashPassword(password);
  const otp = newEmailOtp(email);

  const result = await deps.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email, true);
    if (existing?.email_confirmed_at) return { json: obfuscatedUser(email, metadata), queued: false };
    let user: UserRow;
    const confirmation = { confirmation_token: otp.tokenHash, confirmation_sent_at: NOW };
    if (existing) {
      user = await updateUser(tx, existing.id, {
        encrypted_password: passwordHash,
        raw_user_meta_data: JSON.stringify(metadata),
        ...confirmation,
      });
    } else {
      const inserted = await tx.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, raw_user_meta_data, raw_app_meta_data, aud, role)
         values ($1, $2, $3::jsonb, '{"provider":"email","providers":["email"]}'::jsonb, 'authenticated', 'authenticated')
         returning id`,
        [email, passwordHash, JSON.stringify(metadata)],
      );
      const id = inserted.rows[0]?.id;
      if (!id) throw new Error('insert into auth.users returned no id');
      user = await updateUser(tx, id, confirmation);
    }
    await queueAuthEmail(tx, {
      kind: 'signup',
      to: email,
      lang: langOf(metadata),
      link: verifyLink(deps, otp.tokenHash, 'signup', redirectTo),
      code: otp.code,
    });
    return { json: userJson(user), queued: true };
  });
  if (result.queued) deps.nudgeMail();
  return { status: 200, json: result.json };
}
