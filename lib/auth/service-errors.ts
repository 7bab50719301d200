/**
 * The auth service's failures the shop explains in the visitor's language, by GoTrue's error code. Anything else is
 * shown as the service's own message. The English texts are GoTrue's messages where those read well.
 */
export const SERVICE_ERROR_KEYS = [
  'email_address_invalid',
  'email_exists',
  'email_not_confirmed',
  'invalid_credentials',
  'otp_expired',
  'over_email_send_rate_limit',
  'over_request_rate_limit',
  'same_password',
  'user_already_exists',
  'weak_password',
] as const;

export type ServiceErrorKey = (typeof SERVICE_ERROR_KEYS)[number];

export interface ServiceError {
  code?: string;
  message: string;
}

/** The known failure, with the seconds to wait when the service says how long; null for anything else. */
export function knownServiceError(error: ServiceError): { key: ServiceErrorKey; seconds: number } | null {
  const key = SERVICE_ERROR_KEYS.find((known) => known === error.code);
  if (!key) return null;
  return { key, seconds: Number(/after (\d+) seconds?/.exec(error.message)?.[1] ?? 60) };
}
