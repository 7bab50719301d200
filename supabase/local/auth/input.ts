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
  return value as JsonObject;
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

export const MIN_PASSWORD_LENGTH = 6;

export function validNewPassword(password: string | undefined): string {
  if (!password) throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (password.length > 72) throw new AuthError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  return password;
}

/** GoTrue only redirects to its site URL or an allowed URL; locally that is the site's origin or a loopback host. */
export function safeRedirect(requested: string | null | undefined, siteUrl: string): string {
  if (!requested) return siteUrl;
  try {
    const url = new URL(requested);
    const site = new URL(siteUrl);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.origin === site.origin || (loopback && /^https?:$/.test(url.protocol))) return url.toString();
  } catch {
    // not a URL: fall back to the site
  }
  return siteUrl;
}
