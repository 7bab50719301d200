import type { AuthDeps } from './context';
import { overRequestRateLimit } from './rate-limit';
import { CLIENT_WINDOW_SECONDS, type ClientLimits } from './settings';
import type { AuthRequest } from './types';

/**
 * Per-address limits, on top of GoTrue's per-client ones: a botnet spreading its guesses over many addresses still
 * meets the same ceiling for one account. They count failures only, so a traveller who types correctly is never
 * held up by someone else's attempts for long.
 */
export const ADDRESS_LIMITS = {
  /** Wrong passwords for one address per 15 minutes. */
  password: { max: 10, windowSeconds: 900 },
  /** Wrong one-time codes for one address per hour, across codes. */
  code: { max: 10, windowSeconds: 3600 },
  /** E-mails (confirmation, recovery, e-mail change) to one address per hour. */
  email: { max: 5, windowSeconds: 3600 },
} as const;

/** Wrong codes one token survives; the next wrong one invalidates it, so a fresh e-mail is needed. */
export const CODE_ATTEMPTS_PER_TOKEN = 5;

type AddressLimit = keyof typeof ADDRESS_LIMITS;

/** Counts a request against the client's GoTrue limit (per five minutes); 429 over_request_rate_limit beyond it. */
export function limitClient(deps: AuthDeps, req: AuthRequest, name: keyof ClientLimits): void {
  const wait = deps.limiter.take(`client:${name}:${req.clientKey}`, deps.settings.clientLimits[name], CLIENT_WINDOW_SECONDS);
  if (wait > 0) throw overRequestRateLimit();
}

const addressBucket = (limit: AddressLimit, email: string) => `address:${limit}:${email.trim().toLowerCase()}`;

/** Refuses before any work when the address has used up its failures. */
export function checkAddress(deps: AuthDeps, limit: AddressLimit, email: string): void {
  const { max, windowSeconds } = ADDRESS_LIMITS[limit];
  if (deps.limiter.count(addressBucket(limit, email), windowSeconds) >= max) throw overRequestRateLimit();
}

/** Records one failure (or, for e-mails, one message) against the address. */
export function countAddress(deps: AuthDeps, limit: AddressLimit, email: string): void {
  const { max, windowSeconds } = ADDRESS_LIMITS[limit];
  deps.limiter.take(addressBucket(limit, email), max, windowSeconds);
}
