import type { AuthDeps } from './context';
import { requireUser } from './current-user';
import { AuthError } from './errors';
import { objectField, parseJsonBody, stringField, validEmail, validNewPassword } from './input';
import { sendEmailChange } from './mailer';
import { hashPassword, verifyPassword } from './password';
import { allowedRedirect } from './redirect';
import type { AuthReply, AuthRequest } from './types';
import { findUserByEmail, updateUser, userJson } from './users';

/** GET /user */
export async function getUser(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  const { user } = await requireUser(deps.db, deps, req);
  return { status: 200, json: userJson(user) };
}

/** GoTrue merges user_metadata key by key; a null value removes the key. */
function mergeMetadata(current: Record<string, unknown> | null, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * PUT /user: a new password, metadata, and/or a new e-mail address. The address changes only once the link sent to
 * it (and, with double confirmation, the one sent to the current address) has been followed.
 */
export async function putUser(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  const body = parseJsonBody(req.body);
  const rawEmail = stringField(body, 'email');
  const password = stringField(body, 'password');
  const data = objectField(body, 'data');
  const newEmail = rawEmail === undefined ? undefined : validEmail(rawEmail);
  const newHash = password === undefined ? undefined : await hashPassword(validNewPassword(password, deps.settings.minPasswordLength));
  const redirectTo = allowedRedirect(req.query.get('redirect_to'), deps.settings);
  const result = await deps.db.transaction(async (tx) => {
    const { user: current } = await requireUser(tx, deps, req);
    let user = current;
    const set: Record<string, unknown> = {};
    if (password !== undefined && newHash) {
      if (await verifyPassword(password, user.encrypted_password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      set.encrypted_password = newHash;
    }
    if (data) set.raw_user_meta_data = JSON.stringify(mergeMetadata(user.raw_user_meta_data, data));
    if (Object.keys(set).length) user = await updateUser(tx, user.id, set);
    let queued = false;
    if (newEmail !== undefined && newEmail !== user.email) {
      const taken = await findUserByEmail(tx, newEmail);
      if (taken) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      user = (await sendEmailChange(tx, deps, user, newEmail, redirectTo)).user;
      queued = true;
    }
    return { user, queued };
  });
  if (result.queued) deps.nudgeMail();
  return { status: 200, json: userJson(result.user) };
}
