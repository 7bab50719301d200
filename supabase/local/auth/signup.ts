import type { Queryable } from '../db';
import type { AuthDeps } from './context';
import { AuthError } from './errors';
import { limitClient } from './guards';
import { objectField, parseJsonBody, stringField, validEmail, validNewPassword, type JsonObject } from './input';
import { sendConfirmation } from './mailer';
import { hashPassword } from './password';
import { allowedRedirect } from './redirect';
import type { AuthReply, AuthRequest } from './types';
import { findUserByEmail, obfuscatedUser, updateUser, userJson, type UserRow } from './users';

export interface Registration {
  json: unknown;
  /** Whether a confirmation e-mail was queued. */
  queued: boolean;
}

/**
 * Registers an address (or refreshes an unconfirmed registration) and queues its confirmation e-mail, in the caller's
 * transaction; a confirmed address gets GoTrue's obfuscated user and no e-mail, so the answer never tells them apart.
 */
export async function register(
  tx: Queryable,
  deps: AuthDeps,
  email: string,
  passwordHash: string,
  metadata: JsonObject,
  redirectTo: string,
): Promise<Registration> {
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
}

/** POST /signup: e-mail confirmation is required, so the answer is the user without a session. */
export async function signup(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  const body = parseJsonBody(req.body);
  // GoTrue reads a sign-up without an e-mail or phone as an anonymous sign-in, which Supabase leaves disabled.
  if (!stringField(body, 'email') && !stringField(body, 'phone')) {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  await limitClient(deps, req, 'sign_in_sign_ups');
  if (stringField(body, 'phone')) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = validEmail(stringField(body, 'email'));
  const password = validNewPassword(stringField(body, 'password'), deps.settings.minPasswordLength);
  const metadata = objectField(body, 'data') ?? {};
  const redirectTo = allowedRedirect(req.query.get('redirect_to'), deps.settings);
  const passwordHash = await hashPassword(password);
  const result = await deps.db.transaction((tx) => register(tx, deps, email, passwordHash, metadata, redirectTo));
  if (result.queued) deps.nudgeMail();
  return { status: 200, json: result.json };
}
