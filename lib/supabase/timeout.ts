import { supabaseEnv } from '@/lib/env';

/**
 * Every call to the backend (REST, RPC, auth) gives up after BACKEND_TIMEOUT_MS (2 s by default), so a backend
 * that accepts connections but never answers cannot hold a page open: the caller's retries (lib/data/retry.ts) and
 * error texts take over, within their budget of about 10 s.
 */
export const DEFAULT_BACKEND_TIMEOUT_MS = 2000;

export function backendTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.BACKEND_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 && value <= 60_000 ? value : DEFAULT_BACKEND_TIMEOUT_MS;
}

/** `base` (Next's fetch by default), aborted after the timeout unless the caller's own signal ends it first. */
export function fetchWithTimeout(base: typeof fetch = fetch, ms: number = backendTimeoutMs()): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(ms);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return base(input, { ...init, signal });
  };
}

/**
 * `base`, sending to SUPABASE_SERVER_URL what was addressed to the public backend URL, when that setting is given: the
 * same backend at an address only the shop's server uses (a private network, a sidecar; the outage tests put a peer
 * that never answers there). The public URL still names the session cookies and the storage links browsers get.
 */
export function viaServerAddress(base: typeof fetch, serverUrl = process.env.SUPABASE_SERVER_URL): typeof fetch {
  if (!serverUrl) return base;
  const from = supabaseEnv().url;
  const to = serverUrl.replace(/\/+$/, '');
  return (input, init) => {
    const url = input instanceof URL ? input.href : typeof input === 'string' ? input : null;
    return base(url !== null && (url === from || url.startsWith(`${from}/`)) ? to + url.slice(from.length) : input, init);
  };
}

/**
 * The options every server-side client is created with: calls bounded by the timeout, and postgrest-js's own retries
 * (1 s, 2 s, 4 s for a failed GET) off, so that lib/data/retry.ts is the one retry layer and its budget holds: two
 * layers would multiply (4 x 4 attempts) and keep a page waiting for a minute.
 */
export function backendCallOptions(base: typeof fetch = fetch): { db: { retry: false }; global: { fetch: typeof fetch } } {
  return { db: { retry: false }, global: { fetch: fetchWithTimeout(viaServerAddress(base)) } };
}

/** The error an attempt ends with when the budget ends first. */
export class BudgetSpent extends Error {
  constructor(ms: number) {
    super(`the backend did not answer within ${ms} ms`);
    this.name = 'BudgetSpent';
  }
}

/**
 * `work`, or a BudgetSpent rejection after `ms`, whichever comes first. The work itself is not cancelled: every
 * backend call is bounded by its own timeout, so it ends on its own shortly after.
 */
export function bounded<T>(work: PromiseLike<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const spent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BudgetSpent(ms)), Math.max(0, ms));
  });
  return Promise.race([Promise.resolve(work), spent]).finally(() => clearTimeout(timer));
}

/**
 * An auth call, or null once two call timeouts have passed or when it throws: auth-js retries a failed session refresh
 * with backoff for up to 30 s, which no page may wait for.
 */
export function authWithin<T>(work: Promise<T>): Promise<T | null> {
  return bounded(work, 2 * backendTimeoutMs()).catch(() => null);
}
