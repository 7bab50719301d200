import type { AuthDeps } from './context';
import { requireUser } from './current-user';
import { AuthError } from './errors';
import { objectField, parseJsonBody, stringField, validNewPassword } from './input';
import { hashPassword, verifyPassword } from './password';
import type { AuthReply, AuthRequest } from './types';
import { updateUser, userJson } from './users';

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

/** PUT /user: new password and/or metadata. Changing the e-mail address is outside the local subset. */
export async function putUser(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  const body = parseJsonBody(req.body);
  const email = stringField(body, 'email');
  const password = stringField(body, 'password');
  const data = objectField(body, 'data');
  const newHash = password === undefined ? undefined : await hashPassword(validNewPassword(password));
  const updated = await deps.db.transaction(async (tx) => {
    const { user } = await requireUser(tx, deps, req);
    if (email !== undefined && email.trim().toLowerCase() !== user.email) {
      throw new AuthError(422, 'validation_failed', 'Changing the e-mail address is not supported by the local backend');
    }
    const set: Record<string, unknown> = {};
    if (password !== undefined && newHash) {
      if (await verifyPassword(password, user.encrypted_password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      set.encrypted_password = newHash;
    }
    if (data) set.raw_user_meta_data = JSON.stringify(mergeMetadata(user.raw_user_meta_data, data));
    return Object.keys(set).length ? updateUser(tx, user.id, set) : user;
  });
  return { status: 200, json: userJson(updated) };
}
