/** An error answered the way GoTrue answers it: an HTTP status, a machine-readable code and a message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const API_VERSION = '2024-01-01';

/**
 * GoTrue's error body (internal/api/errors.go): clients that send X-Supabase-Api-Version >= 2024-01-01 (auth-js does)
 * get `{code: <string code>, message}`; older clients get `{code: <HTTP status>, error_code, msg}`.
 */
export function authErrorBody(error: AuthError, apiVersion: string | undefined): Record<string, unknown> {
  const versioned = apiVersion !== undefined && apiVersion >= API_VERSION;
  return versioned
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const otpExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
