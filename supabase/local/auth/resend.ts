import type { AuthDeps } from './context';
import { AuthError } from './errors';
import { limitClient } from './guards';
import { parseJsonBody, stringField, validEmail } from './input';
import { sendConfirmation, sendEmailChange } from './mailer';
import { allowedRedirect } from './redirect';
import type { AuthReply, AuthRequest } from './types';
import { findUserByEmail } from './users';

/**
 * POST /resend {type: signup | email_change, email}: a fresh confirmation e-mail. As GoTrue does, an unknown address,
 * a confirmed one or one without a pending change gets the same empty answer and no e-mail.
 */
export async function resend(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  await limitClient(deps, req, 'sign_in_sign_ups');
  const body = parseJsonBody(req.body);
  const type = stringField(body, 'type');
  if (type !== 'signup' && type !== 'email_change') {
    throw new AuthError(400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (stringField(body, 'phone')) throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided.');
  const raw = stringField(body, 'email');
  if (!raw) throw new AuthError(400, 'validation_failed', 'Missing email address or phone number');
  const email = validEmail(raw);
  const redirectTo = allowedRedirect(req.query.get('redirect_to'), deps.settings);
  const queued = await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, true);
    if (!user) return false;
    if (type === 'signup') {
      if (user.email_confirmed_at) return false;
      await sendConfirmation(tx, deps, user, redirectTo);
      return true;
    }
    if (!user.email_change) return false;
    await sendEmailChange(tx, deps, user, user.email_change, redirectTo);
    return true;
  });
  if (queued) deps.nudgeMail();
  return { status: 200, json: {} };
}
