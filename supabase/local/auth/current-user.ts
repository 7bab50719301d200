import type { Queryable } from '../db';
import { verifyJwt } from '../jwt';
import type { AuthDeps } from './context';
import { AuthError } from './errors';
import { sessionExists } from './sessions';
import type { AuthRequest } from './types';
import { findUserById, type UserRow } from './users';

export interface CurrentUser {
  user: UserRow;
  sessionId: string;
}

/** What GoTrue does on endpoints that need a signed-in user: a valid JWT whose user and session still exist. */
export async function requireUser(tx: Queryable, deps: AuthDeps, req: AuthRequest): Promise<CurrentUser> {
  if (!req.bearer) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await verifyJwt(deps.jwtSecret, req.bearer);
  if (!verified.ok) {
    const reason = verified.reason === 'expired' ? 'token is expired' : verified.message;
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  const { sub, session_id: sessionId } = verified.claims;
  if (typeof sub !== 'string' || !sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const user = await findUserById(tx, sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (typeof sessionId !== 'string' || !(await sessionExists(tx, sessionId))) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, sessionId };
}
