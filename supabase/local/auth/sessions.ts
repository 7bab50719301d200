import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import { signJwt } from '../jwt';
import { ACCESS_TOKEN_SECONDS, REFRESH_REUSE_SECONDS, type AuthDeps } from './context';
import { AuthError } from './errors';
import { findUserById, userJson, type UserRow } from './users';

export type AuthMethod = 'password' | 'otp' | 'email/signup' | 'recovery' | 'email_change' | 'token_refresh';

interface RefreshRow {
  id: string;
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  recently_revoked: boolean;
}

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

async function accessToken(deps: AuthDeps, user: UserRow, sessionId: string, method: AuthMethod, authTime: number) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  const token = await signJwt(deps.jwtSecret, {
    iss: `${deps.baseUrl()}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: '',
    app_metadata: user.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: authTime }],
    session_id: sessionId,
    is_anonymous: false,
  });
  return { token, exp };
}

async function sessionJson(deps: AuthDeps, user: UserRow, sessionId: string, refreshToken: string, method: AuthMethod) {
  const { token, exp } = await accessToken(deps, user, sessionId, method, Math.floor(Date.now() / 1000));
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

export type SessionJson = Awaited<ReturnType<typeof sessionJson>>;

/** A new session with its first refresh token, as after a sign-in or a verified link. */
export async function createSession(tx: Queryable, deps: AuthDeps, user: UserRow, method: AuthMethod): Promise<SessionJson> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await tx.query('insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, now(), now())', [sessionId, user.id]);
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, revoked, created_at, updated_at) values ($1, $2, $3, false, now(), now())',
    [refreshToken, user.id, sessionId],
  );
  return sessionJson(deps, user, sessionId, refreshToken, method);
}

/**
 * Refresh-token rotation: the presented token is revoked and replaced; a reused revoked token ends the session.
 * Errors are returned, not thrown, so that ending the session is committed.
 */
export async function refreshSession(tx: Queryable, deps: AuthDeps, presented: string): Promise<SessionJson | AuthError> {
  const row = (
    await tx.query<RefreshRow>(
      `select id::text, token, user_id::text, session_id::text, revoked,
              updated_at > now() - make_interval(secs => $2) as recently_revoked
         from auth.refresh_tokens where token = $1 for update`,
      [presented, REFRESH_REUSE_SECONDS],
    )
  ).rows[0];
  const user = row && (await findUserById(tx, row.user_id));
  if (!row || !user) return new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (row.revoked) {
    const child = (
      await tx.query<{ token: string }>('select token from auth.refresh_tokens where parent = $1 and revoked = false', [row.token])
    ).rows[0];
    if (row.recently_revoked && child) return sessionJson(deps, user, row.session_id, child.token, 'token_refresh');
    // Reuse outside the grace period means the token leaked: end the whole session, as GoTrue does.
    await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
    return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  const next = newRefreshToken();
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked, created_at, updated_at)
     values ($1, $2, $3, $4, false, now(), now())`,
    [next, row.user_id, row.session_id, row.token],
  );
  await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
  return sessionJson(deps, user, row.session_id, next, 'token_refresh');
}

export async function sessionExists(tx: Queryable, sessionId: string): Promise<boolean> {
  return (await tx.query('select 1 from auth.sessions where id = $1', [sessionId])).rows.length > 0;
}
