import type { AuthDeps } from './context';
import { requireUser } from './current-user';
import { AuthError } from './errors';
import type { AuthReply, AuthRequest } from './types';

/** POST /logout?scope=global|local|others: deleting sessions also deletes their refresh tokens (on delete cascade). */
export async function logout(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  const scope = req.query.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) {
    throw new AuthError(400, 'validation_failed', 'Unsupported logout scope, must be one of (global, local, others)');
  }
  await deps.db.transaction(async (tx) => {
    const { user, sessionId } = await requireUser(tx, deps, req);
    if (scope === 'local') await tx.query('delete from auth.sessions where id = $1', [sessionId]);
    else if (scope === 'others') await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
    else await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
  });
  return { status: 204 };
}
