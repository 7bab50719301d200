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
 * The options every server-side client is created with: calls bounded by the timeout, and postgrest-js's own retries
 * (1 s, 2 s, 4 s for a failed GET) off, so that lib/data/retry.ts is the one retry layer and its budget holds: two
 * layers would multiply (4 x 4 attempts) and keep a page waiting for a minute.
 */
export function backendCallOptions(base: typeof fetch = fetch): { db: { retry: false }; global: { fetch: typeof fetch } } {
  return { db: { retry: false }, global: { fetch: fetchWithTimeout(base) } };
}
