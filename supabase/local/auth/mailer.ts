import type { Queryable } from '../db';
import type { AuthDeps } from './context';
import { queueAuthEmail } from './emails';
import { checkAddress, countAddress } from './guards';
import { newEmailOtp } from './otp';
import { overEmailSendRateLimit } from './rate-limit';
import type { TemplateKind } from './settings';
import { iso, NOW, updateUser, type UserRow } from './users';

type VerifyType = 'signup' | 'recovery' | 'email_change' | 'magiclink';

/** {{ .ConfirmationURL }}: GoTrue's own verify endpoint, which redirects to redirect_to with the session. */
export function verifyLink(deps: AuthDeps, tokenHash: string, type: VerifyType, redirectTo: string): string {
  const params = new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo });
  return `${deps.baseUrl()}/auth/v1/verify?${params.toString()}`;
}

/** GoTrue's max_frequency: one e-mail of a kind per address per interval, counted from the time the last was sent. */
function checkFrequency(deps: AuthDeps, sentAt: Date | string | null): void {
  const last = iso(sentAt);
  if (!last) return;
  const wait = Math.ceil((Date.parse(last) + deps.settings.maxFrequencySeconds * 1000 - Date.now()) / 1000);
  if (wait > 0) throw overEmailSendRateLimit(wait);
}

/** The hourly ceiling of e-mails to one address, so the shop never becomes a way to flood someone's inbox. */
const checkHourly = (tx: Queryable, deps: AuthDeps, address: string) => checkAddress(deps, 'email', { email: address }, tx);

interface Sent {
  user: UserRow;
}

async function send(
  tx: Queryable,
  deps: AuthDeps,
  kind: TemplateKind,
  user: UserRow,
  to: string,
  tokenHash: string,
  code: string,
  redirectTo: string,
  newEmail?: string,
): Promise<void> {
  const type: VerifyType = kind === 'confirmation' ? 'signup' : kind === 'magic_link' ? 'magiclink' : kind;
  await queueAuthEmail(tx, deps.settings, {
    kind,
    to,
    confirmationUrl: verifyLink(deps, tokenHash, type, redirectTo),
    token: code,
    tokenHash,
    redirectTo,
    data: user.raw_user_meta_data ?? {},
    newEmail,
  });
  await countAddress(deps, 'email', { email: to }, tx);
}

/** A new confirmation token for an unconfirmed user, and its e-mail (the caller holds the user's row lock). */
export async function sendConfirmation(tx: Queryable, deps: AuthDeps, user: UserRow, redirectTo: string): Promise<Sent> {
  const email = user.email ?? '';
  checkFrequency(deps, user.confirmation_sent_at);
  await checkHourly(tx, deps, email);
  const otp = newEmailOtp(deps.jwtSecret, email);
  const updated = await updateUser(tx, user.id, { confirmation_token: otp.tokenHash, confirmation_sent_at: NOW, otp_failed_attempts: 0 });
  await send(tx, deps, 'confirmation', updated, email, otp.tokenHash, otp.code, redirectTo);
  return { user: updated };
}

/** A recovery or (GoTrue keeps it in the same column) magic-link token, and its e-mail. */
export async function sendRecovery(tx: Queryable, deps: AuthDeps, user: UserRow, redirectTo: string, kind: 'recovery' | 'magic_link' = 'recovery'): Promise<Sent> {
  const email = user.email ?? '';
  checkFrequency(deps, user.recovery_sent_at);
  await checkHourly(tx, deps, email);
  const otp = newEmailOtp(deps.jwtSecret, email);
  const updated = await updateUser(tx, user.id, { recovery_token: otp.tokenHash, recovery_sent_at: NOW, otp_failed_attempts: 0 });
  await send(tx, deps, kind, updated, email, otp.tokenHash, otp.code, redirectTo);
  return { user: updated };
}

/**
 * Starts a change of address: a token for the new address and, with double confirmation, one for the current
 * address; the change applies once every token sent has been used.
 */
export async function sendEmailChange(tx: Queryable, deps: AuthDeps, user: UserRow, newEmail: string, redirectTo: string): Promise<Sent> {
  const current = user.email ?? '';
  checkFrequency(deps, user.email_change_sent_at);
  await checkHourly(tx, deps, newEmail);
  const toNew = newEmailOtp(deps.jwtSecret, newEmail);
  const toCurrent = deps.settings.doubleConfirmChanges ? newEmailOtp(deps.jwtSecret, current) : undefined;
  const updated = await updateUser(tx, user.id, {
    email_change: newEmail,
    email_change_token_new: toNew.tokenHash,
    email_change_token_current: toCurrent?.tokenHash ?? '',
    email_change_confirm_status: 0,
    email_change_sent_at: NOW,
    otp_failed_attempts: 0,
  });
  await send(tx, deps, 'email_change', updated, newEmail, toNew.tokenHash, toNew.code, redirectTo, newEmail);
  if (toCurrent) await send(tx, deps, 'email_change', updated, current, toCurrent.tokenHash, toCurrent.code, redirectTo, newEmail);
  return { user: updated };
}
