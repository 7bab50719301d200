import type { AuthDeps } from './context';
import { langOf, queueAuthEmail } from './emails';
import { parseJsonBody, safeRedirect, stringField, validEmail } from './input';
import { newEmailOtp } from './otp';
import { verifyLink } from './signup';
import type { AuthReply, AuthRequest } from './types';
import { findUserByEmail, NOW, updateUser } from './users';

/** POST /recover: queues a recovery e-mail when the address is known; the answer never says whether it is. */
export async function recover(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  const body = parseJsonBody(req.body);
  const email = validEmail(stringField(body, 'email'));
  const redirectTo = safeRedirect(req.query.get('redirect_to'), deps.siteUrl);
  const otp = newEmailOtp(email);
  const queued = await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, true);
    if (!user) return false;
    await updateUser(tx, user.id, { recovery_token: otp.tokenHash, recovery_sent_at: NOW });
    await queueAuthEmail(tx, {
      kind: 'recovery',
      to: email,
      lang: langOf(user.raw_user_meta_data),
      link: verifyLink(deps, otp.tokenHash, 'recovery', redirectTo),
      code: otp.code,
    });
    return true;
  });
  if (queued) deps.nudgeMail();
  return { status: 200, json: {} };
}
