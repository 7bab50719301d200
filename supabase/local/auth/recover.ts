import type { AuthDeps } from './context';
import { limitClient } from './guards';
import { parseJsonBody, stringField, validEmail } from './input';
import { sendRecovery } from './mailer';
import { allowedRedirect } from './redirect';
import type { AuthReply, AuthRequest } from './types';
import { findUserByEmail } from './users';

/** POST /recover: queues a recovery e-mail when the address is known; the answer never says whether it is. */
export async function recover(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  await limitClient(deps, req, 'sign_in_sign_ups');
  const body = parseJsonBody(req.body);
  const email = validEmail(stringField(body, 'email'));
  const redirectTo = allowedRedirect(req.query.get('redirect_to'), deps.settings);
  const queued = await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, true);
    if (!user) return false;
    await sendRecovery(tx, deps, user, redirectTo);
    return true;
  });
  if (queued) deps.nudgeMail();
  return { status: 200, json: {} };
}
