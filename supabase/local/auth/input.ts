import { AuthError } from './errors';

export type JsonObject = Record<string, unknown>;

export function parseJsonBody(body: Buffer): JsonObject {
  const text = body.toString('utf8');
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  if (hasNul(value)) throw new AuthError(400, 'validation_failed', 'Request body must not contain NUL characters');
  return value as JsonObject;
}

/** PostgreSQL cannot store U+0000, so a value holding one is refused before it reaches a query. */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v));
  return false;
}

export function stringField(body: JsonObject, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new AuthError(400, 'bad_json', `Could not read request body: ${name} must be a string`);
  return value;
}

export function objectField(body: JsonObject, name: string): JsonObject | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw new AuthError(400, 'bad_json', `Could not read request body: ${name} must be an object`);
  return value as JsonObject;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validEmail(raw: string | undefined): string {
  const email = raw?.trim().toLowerCase() ?? '';
  if (!email) throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
  if (email.length > 255 || !EMAIL.test(email)) {
    throw new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return email;
}

/** [auth] minimum_password_length: GoTrue's default is 6. */
export function validNewPassword(password: string | undefined, minLength = 6): string {
  if (!password) throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
  if (password.length < minLength) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (password.length > 72) throw new AuthError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  return password;
}
