/**
 * A failed read from the backend is retried three times, waiting 1 s and doubling, at most 30 s (SPEC), within a
 * budget: a retry that would start after 10 s is not made, so with each call bounded by its timeout
 * (lib/supabase/timeout.ts) a page answers with its error text in about 10 s at most, however the backend fails.
 */
export const RETRY = { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000, budgetMs: 10_000 } as const;

export function backoffDelay(attempt: number, { baseDelayMs, maxDelayMs } = RETRY): number {
  return Math.min(baseDelayMs * 2 ** attempt, maxDelayMs);
}

export async function withRetry<T>(
  load: () => Promise<T>,
  {
    retries = RETRY.retries,
    budgetMs = RETRY.budgetMs,
    sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
    now = Date.now,
  }: { retries?: number; budgetMs?: number; sleep?: (ms: number) => Promise<void>; now?: () => number } = {},
): Promise<T> {
  const started = now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const delay = backoffDelay(attempt);
      if (attempt >= retries || now() - started + delay >= budgetMs) throw error;
      await sleep(delay);
    }
  }
}
