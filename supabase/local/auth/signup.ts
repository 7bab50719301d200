import type { AuthDeps } from './context';
import { AuthError } from './errors';
import { limitClient } from './guards';
import { objectField, parseJsonBody, stringField, validEmail, validNewPassword } from './input';
import { sendConfirmation } from './mailer';
import { hashPassword } from './password';
import { allowedRedirect } from './redirect';
import type { AuthReply, AuthRequest } from './types';
import { findUserByEmail, obfuscatedUser, updateUser, userJson, type UserRow } from './users';

/** POST /signup: e-mail confirmation is required, so the answer is the user without a session. */
export async function signup(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  limitClient(deps, req, 'sign_in_sign_ups');
  const body = parseJsonBody(req.body);
  if (stringField(body, 'phone')) throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = validEmail(stringField(body, 'email'));
  const password = validNewPassword(stringField(body, 'password'), deps.settings.minPasswordLength);
  const metadata = objectField(body, 'data') ?? {};
  const redirectTo = allowedRedirect(req.query.get('redirect_to'), deps.settings);
  const passwordHash = await hashPassword(password);

  const result = await deps.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email, true);
    if (existing?.email_confirmed_at) return { json: obfuscatedUser(email, metadata), queued: false };
    let user: UserRow;
    if (existing) {
      user = await updateUser(tx, existing.id, { encrypted_password: passwordHash, raw_user_meta_data: JSON.stringify(metadata) });
    } else {
      const inserted = await tx.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, raw_user_meta_data, raw_app_meta_data, aud, role)
         values ($1, $2, $3::jsonb, '{"provider":"email","providers":["email"]}'::jsonb, 'authenticated', 'authenticated')
         returning id`,
        [email, passwordHash, JSON.stringify(metadata)],
      );
      const id = inserted.rows[0]?.id;
      if (!id) throw new Error('insert into auth.users returned no id');
      user = await updateUser(tx, id, {});
    }
    const sent = (await sendConfirmation(tx, deps, user, redirectTo)).user;
    return { json: userJson(sent), queued: true };
  });
  if (result.queued) deps.nudgeMail();
  return { status: 200, json: result.json };
}
