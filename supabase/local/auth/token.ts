import type { AuthDeps } from './context';
import { AuthError, invalidCredentials } from './errors';
import { checkAddress, countAddress, limitClient } from './guards';
import { parseJsonBody, stringField } from './input';
import { verifyPassword } from './password';
import { createSession, refreshSession } from './sessions';
import type { AuthReply, AuthRequest } from './types';
import { findUserByEmail, NOW, updateUser } from './users';

async function passwordGrant(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  await limitClient(deps, req, 'sign_in_sign_ups');
  const body = parseJsonBody(req.body);
  const email = stringField(body, 'email')?.trim().toLowerCase();
  const password = stringField(body, 'password');
  if (!email) throw new AuthError(400, 'validation_failed', 'missing email or phone');
  const subject = { email, clientKey: req.clientKey };
  await checkAddress(deps, 'password', subject);
  if (!password) throw invalidCredentials();
  const user = await findUserByEmail(deps.db, email);
  // Always hash, so an unknown e-mail costs as much time as a wrong password.
  const matches = await verifyPassword(password, user?.encrypted_password);
  if (!user || !matches) {
    await countAddress(deps, 'password', subject);
    throw invalidCredentials();
  }
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  const session = await deps.db.transaction(async (tx) => {
    const signedIn = await updateUser(tx, user.id, { last_sign_in_at: NOW });
    return createSession(tx, deps, signedIn, 'password');
  });
  return { status: 200, json: session };
}

async function refreshGrant(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  await limitClient(deps, req, 'token_refresh');
  const body = parseJsonBody(req.body);
  const token = stringField(body, 'refresh_token');
  if (!token) throw new AuthError(400, 'validation_failed', 'refresh_token required');
  const result = await deps.db.transaction((tx) => refreshSession(tx, deps, token));
  if (result instanceof AuthError) throw result;
  return { status: 200, json: result };
}

/** POST /token?grant_type=password|refresh_token */
export function token(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  const grant = req.query.get('grant_type');
  if (grant === 'password') return passwordGrant(deps, req);
  if (grant === 'refresh_token') return refreshGrant(deps, req);
  throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
}
