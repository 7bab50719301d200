import type { Queryable } from '../db';
import { EMAIL_LINK_SECONDS, type AuthDeps } from './context';
import { AuthError, otpExpired } from './errors';
import { parseJsonBody, safeRedirect, stringField } from './input';
import { hashOtp } from './otp';
import { createSession, type SessionJson } from './sessions';
import type { AuthReply, AuthRequest } from './types';
import { findUserByToken, iso, NOW, updateUser } from './users';

type LinkType = 'signup' | 'recovery';

function linkType(raw: string | null | undefined): LinkType {
  if (raw === 'signup' || raw === 'email') return 'signup';
  if (raw === 'recovery') return 'recovery';
  throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
}

/** Consumes a one-time token and opens a session; throws otp_expired when the token is unknown or too old. */
async function consume(tx: Queryable, deps: AuthDeps, type: LinkType, tokenHash: string): Promise<SessionJson> {
  const column = type === 'signup' ? 'confirmation_token' : 'recovery_token';
  const user = await findUserByToken(tx, column, tokenHash);
  const sentAt = iso(type === 'signup' ? user?.confirmation_sent_at : user?.recovery_sent_at);
  if (!user || !sentAt || Date.parse(sentAt) + EMAIL_LINK_SECONDS * 1000 < Date.now()) throw otpExpired();
  const confirmed = await updateUser(tx, user.id, {
    [column]: '',
    email_confirmed_at: user.email_confirmed_at ?? NOW,
    last_sign_in_at: NOW,
  });
  return createSession(tx, deps, confirmed, type === 'signup' ? 'otp' : 'recovery');
}

function fragment(values: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();
}

/** GET /verify: the link in the e-mail. Like GoTrue, answers with a 303 to redirect_to carrying the session or the error in the fragment. */
export async function verifyLinkGet(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  const redirectTo = safeRedirect(req.query.get('redirect_to'), deps.siteUrl);
  const token = req.query.get('token') ?? '';
  try {
    const type = linkType(req.query.get('type'));
    const session = await deps.db.transaction((tx) => consume(tx, deps, type, token));
    const hash = fragment({
      access_token: session.access_token,
      expires_at: session.expires_at,
      expires_in: session.expires_in,
      refresh_token: session.refresh_token,
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
  const body = parseJsonBody(req.body);
  const type = linkType(stringField(body, 'type'));
  const tokenHash = stringField(body, 'token_hash');
  const token = stringField(body, 'token');
  const email = stringField(body, 'email');
  let hash: string;
  if (tokenHash) hash = tokenHash;
  else if (token && email) hash = hashOtp(email.trim(), token.trim());
  else throw new AuthError(400, 'validation_failed', 'Verify requires either a token_hash or a token and an email');
  const session = await deps.db.transaction((tx) => consume(tx, deps, type, hash));
  return { status: 200, json: session };
}
