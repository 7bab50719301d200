import type { Queryable } from '../db';
import type { AuthDeps } from './context';
import { AuthError, otpExpired } from './errors';
import { checkAddress, CODE_ATTEMPTS_PER_TOKEN, countAddress, limitClient } from './guards';
import { parseJsonBody, stringField } from './input';
import { hashOtp } from './otp';
import { allowedRedirect } from './redirect';
import { createSession, type SessionJson } from './sessions';
import type { AuthReply, AuthRequest } from './types';
import { findUserByEmail, findUserByToken, iso, NOW, updateUser, type TokenColumn, type UserRow } from './users';

/** `email` is GoTrue's type for a typed code from either a confirmation or a magic-link e-mail. */
type VerifyType = 'signup' | 'recovery' | 'email_change' | 'magiclink' | 'email';

/** GoTrue's answer to the first of two e-mail change confirmations. */
export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

type Outcome = { session: SessionJson } | { message: string };

const COLUMNS: Record<VerifyType, TokenColumn[]> = {
  signup: ['confirmation_token'],
  recovery: ['recovery_token'],
  // GoTrue keeps a magic link's token where it keeps a recovery token.
  magiclink: ['recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
};

function verifyType(raw: string | null | undefined): VerifyType {
  if (raw === 'signup' || raw === 'email' || raw === 'recovery' || raw === 'email_change' || raw === 'magiclink') return raw;
  throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
}

function sentAt(user: UserRow, column: TokenColumn): string | null {
  if (column === 'confirmation_token') return iso(user.confirmation_sent_at);
  if (column === 'recovery_token') return iso(user.recovery_sent_at);
  return iso(user.email_change_sent_at);
}

function expired(deps: AuthDeps, user: UserRow, column: TokenColumn): boolean {
  const at = sentAt(user, column);
  return !at || Date.parse(at) + deps.settings.otpExpirySeconds * 1000 < Date.now();
}

async function applyEmailChange(tx: Queryable, deps: AuthDeps, user: UserRow, column: TokenColumn): Promise<Outcome> {
  const otherColumn = column === 'email_change_token_new' ? 'email_change_token_current' : 'email_change_token_new';
  if (user[otherColumn] && user.email_change_confirm_status === 0) {
    await updateUser(tx, user.id, { [column]: '', email_change_confirm_status: 1 });
    return { message: SINGLE_CONFIRMATION_ACCEPTED };
  }
  const newEmail = user.email_change ?? '';
  const taken = await findUserByEmail(tx, newEmail);
  if (taken && taken.id !== user.id) {
    throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  const changed = await updateUser(tx, user.id, {
    email: newEmail,
    email_change: '',
    email_change_token_new: '',
    email_change_token_current: '',
    email_change_confirm_status: 0,
    email_confirmed_at: user.email_confirmed_at ?? NOW,
    otp_failed_attempts: 0,
    last_sign_in_at: NOW,
  });
  return { session: await createSession(tx, deps, changed, 'email_change') };
}

/** Uses a token the user holds in `column`: confirms, recovers or changes the address, and opens a session. */
async function consume(tx: Queryable, deps: AuthDeps, user: UserRow, type: VerifyType, column: TokenColumn): Promise<Outcome> {
  if (type === 'email_change') return applyEmailChange(tx, deps, user, column);
  const used = await updateUser(tx, user.id, {
    [column]: '',
    email_confirmed_at: user.email_confirmed_at ?? NOW,
    otp_failed_attempts: 0,
    last_sign_in_at: NOW,
  });
  return { session: await createSession(tx, deps, used, type === 'recovery' ? 'recovery' : 'otp') };
}

/** A link's token hash: unguessable (keyed with the project's secret), so only the per-client limit applies. */
async function byTokenHash(deps: AuthDeps, type: VerifyType, tokenHash: string): Promise<Outcome> {
  return deps.db.transaction(async (tx) => {
    const user = await findUserByToken(tx, COLUMNS[type], tokenHash);
    const column = user && COLUMNS[type].find((c) => user[c] === tokenHash);
    if (!user || !column || expired(deps, user, column)) throw otpExpired();
    return consume(tx, deps, user, type, column);
  });
}

/**
 * A typed six-digit code: a million possibilities, so every wrong code counts against the token (which dies after
 * CODE_ATTEMPTS_PER_TOKEN) and against the address. The failure is returned, not thrown, so its count is committed.
 */
async function byCode(deps: AuthDeps, type: VerifyType, email: string, code: string): Promise<Outcome> {
  await checkAddress(deps, 'code', { email });
  const result = await deps.db.transaction(async (tx): Promise<Outcome | AuthError> => {
    const user = await lockUserForCode(tx, email, type);
    if (!user) return otpExpired();
    const tokenHash = hashOtp(deps.jwtSecret, email, code);
    const column = COLUMNS[type].find((c) => user[c] && user[c] === tokenHash);
    if (column && !expired(deps, user, column)) return consume(tx, deps, user, type, column);
    const failures = user.otp_failed_attempts + 1;
    const spent = failures >= CODE_ATTEMPTS_PER_TOKEN;
    const cleared = spent ? Object.fromEntries(COLUMNS[type].map((c) => [c, ''])) : {};
    await updateUser(tx, user.id, { otp_failed_attempts: spent ? 0 : failures, ...cleared });
    return otpExpired();
  });
  if (result instanceof AuthError) {
    await countAddress(deps, 'code', { email });
    throw result;
  }
  return result;
}

async function lockUserForCode(tx: Queryable, email: string, type: VerifyType): Promise<UserRow | undefined> {
  const user = await findUserByEmail(tx, email, true);
  if (user || type !== 'email_change') return user;
  const id = (await tx.query<{ id: string }>('select id from auth.users where lower(email_change) = lower($1)', [email])).rows[0]?.id;
  if (!id) return undefined;
  return (await tx.query<UserRow>('select * from auth.users where id = $1 for update', [id])).rows[0];
}

function fragment(values: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();
}

/** GET /verify: GoTrue's own link. Answers with a 303 to redirect_to carrying the session or the error in the fragment. */
export async function verifyLinkGet(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  const redirectTo = allowedRedirect(req.query.get('redirect_to'), deps.settings);
  try {
    await limitClient(deps, req, 'token_verifications');
    const type = verifyType(req.query.get('type'));
    const outcome = await byTokenHash(deps, type, req.query.get('token') ?? '');
    const hash =
      'message' in outcome
        ? fragment({ message: outcome.message })
        : fragment({
            access_token: outcome.session.access_token,
            expires_at: outcome.session.expires_at,
            expires_in: outcome.session.expires_in,
            refresh_token: outcome.session.refresh_token,
            token_type: 'bearer',
            type,
          });
    return { status: 303, headers: { location: `${redirectTo}#${hash}` } };
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const hash = fragment({
      error: error.status === 403 ? 'access_denied' : 'invalid_request',
      error_code: error.code,
      error_description: error.code === 'otp_expired' ? 'Email link is invalid or has expired' : error.message,
    });
    return { status: 303, headers: { location: `${redirectTo}#${hash}` } };
  }
}

/** POST /verify with {type, token_hash} or {type, token, email}: the session as JSON. */
export async function verifyPost(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  await limitClient(deps, req, 'token_verifications');
  const body = parseJsonBody(req.body);
  const type = verifyType(stringField(body, 'type'));
  const tokenHash = stringField(body, 'token_hash');
  const token = stringField(body, 'token');
  const email = stringField(body, 'email')?.trim().toLowerCase();
  let outcome: Outcome;
  if (tokenHash) outcome = await byTokenHash(deps, type, tokenHash);
  else if (token && email) outcome = await byCode(deps, type, email, token.trim());
  else throw new AuthError(400, 'validation_failed', 'Verify requires either a token_hash or a token and an email');
  return { status: 200, json: 'message' in outcome ? { msg: outcome.message, code: 200 } : outcome.session };
}
