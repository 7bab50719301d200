import type { Queryable } from '../db';
import type { AuthDeps } from './context';
import { overRequestRateLimit } from './rate-limit';
import { CLIENT_WINDOW_SECONDS, type ClientLimits } from './settings';
import type { AuthRequest } from './types';

/**
 * Per-address limits, on top of GoTrue's per-client ones. They count failures only. Wrong passwords count per address
 * and client together, so nobody can lock a known account for everyone else by typing wrong passwords at it (each
 * client also meets its own sign-in ceiling across addresses); wrong codes count per address across clients, since
 * a code is short and each token dies after CODE_ATTEMPTS_PER_TOKEN wrong ones anyway.
 */
export const ADDRESS_LIMITS = {
  /** Wrong passwords for one address from one client per 15 minutes. */
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
export async function limitClient(deps: AuthDeps, req: AuthRequest, name: keyof ClientLimits): Promise<void> {
  const wait = await deps.limiter.take(deps.db, `client:${name}:${req.clientKey}`, deps.settings.clientLimits[name], CLIENT_WINDOW_SECONDS);
  if (wait > 0) throw overRequestRateLimit();
}

/** Whose failures a bucket counts: an address (e-mails, codes), or an address as one client uses it (passwords). */
export interface Subject {
  email: string;
  clientKey?: string;
}

const addressBucket = (limit: AddressLimit, { email, clientKey }: Subject) =>
  `address:${limit}:${email.trim().toLowerCase()}${clientKey === undefined ? '' : `:client:${clientKey}`}`;

/** Refuses before any work when the subject has used up its failures. */
export async function checkAddress(deps: AuthDeps, limit: AddressLimit, subject: Subject, db: Queryable = deps.db): Promise<void> {
  const { max, windowSeconds } = ADDRESS_LIMITS[limit];
  if ((await deps.limiter.count(db, addressBucket(limit, subject), windowSeconds)) >= max) throw overRequestRateLimit();
}

/** Records one failure (or, for e-mails, one message) against the subject. */
export async function countAddress(deps: AuthDeps, limit: AddressLimit, subject: Subject, db: Queryable = deps.db): Promise<void> {
  const { max, windowSeconds } = ADDRESS_LIMITS[limit];
  await deps.limiter.take(db, addressBucket(limit, subject), max, windowSeconds);
}
