import { randomBytes } from 'node:crypto';
import type { AuthDeps } from './context';
import { AuthError } from './errors';
import { limitClient } from './guards';
import { objectField, parseJsonBody, stringField, validEmail } from './input';
import { sendRecovery } from './mailer';
import { hashPassword } from './password';
import { allowedRedirect } from './redirect';
import { register } from './signup';
import type { AuthReply, AuthRequest } from './types';
import { findUserByEmail } from './users';

/**
 * POST /otp {email, create_user, data}: GoTrue's passwordless sign-in. A confirmed address gets a magic link (and its
 * six-digit code); an unknown or unconfirmed one is signed up with a random password and gets the confirmation
 * e-mail, which signs in as well; with create_user false an unknown address is refused. Phone sign-in is disabled.
 */
export async function otp(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  await limitClient(deps, req, 'sign_in_sign_ups');
  const body = parseJsonBody(req.body);
  const rawEmail = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  if (rawEmail && phone) throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided');
  if (rawEmail && stringField(body, 'channel')) throw new AuthError(400, 'validation_failed', 'Channel should only be specified with Phone OTP');
  const createUser = body.create_user ?? true;
  if (typeof createUser !== 'boolean') throw new AuthError(400, 'bad_json', 'Could not read request body: create_user must be a boolean');
  if (phone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (!rawEmail) throw new AuthError(400, 'validation_failed', 'One of email or phone must be set');
  const email = validEmail(rawEmail);
  const metadata = objectField(body, 'data') ?? {};
  const redirectTo = allowedRedirect(req.query.get('redirect_to'), deps.settings);
  const passwordHash = await hashPassword(randomBytes(33).toString('base64url'));
  const queued = await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, true);
    if (!user && !createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    if (user?.email_confirmed_at) {
      await sendRecovery(tx, deps, user, redirectTo, 'magic_link');
      return true;
    }
    return (await register(tx, deps, email, passwordHash, metadata, redirectTo)).queued;
  });
  if (queued) deps.nudgeMail();
  return { status: 200, json: {} };
}
