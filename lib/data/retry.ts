import { BudgetSpent, backendTimeoutMs, bounded } from '@/lib/supabase/timeout';

/**
 * A failed read from the backend is retried three times, waiting 1 s and doubling, at most 30 s (SPEC), within a
 * budget of 10 s that covers the attempts as well as the waits: a retry is made only when it can run to its own
 * timeout (BACKEND_TIMEOUT_MS) before the budget ends, and every attempt is cut at that timeout or at the budget's
 * end. The total is therefore bounded by construction, whatever the timeout is set to and however the backend fails
 * (an attempt that started at 7 s used to run to 9.5 s and beyond, and a page's second read had a budget of its own).
 */
export const RETRY = { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000, budgetMs: 10_000 } as const;

export function backoffDelay(attempt: number, { baseDelayMs, maxDelayMs } = RETRY): number {
  return Math.min(baseDelayMs * 2 ** attempt, maxDelayMs);
}

export interface RetryOptions {
  retries?: number;
  budgetMs?: number;
  /** When the caller's own budget ends (a page's reads share one: requestDeadline, lib/data/load.ts); the sooner end wins. */
  deadline?: number;
  /** How long one attempt may take (the backend call's timeout). */
  attemptMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export async function withRetry<T>(
  load: () => Promise<T>,
  {
    retries = RETRY.retries,
    budgetMs = RETRY.budgetMs,
    deadline: callerDeadline = Infinity,
    attemptMs = backendTimeoutMs(),
    sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
    now = Date.now,
  }: RetryOptions = {},
): Promise<T> {
  const deadline = Math.min(now() + budgetMs, callerDeadline);
  for (let attempt = 0; ; attempt++) {
    const left = deadline - now();
    try {
      if (left <= 0) throw new BudgetSpent(budgetMs);
      return await bounded(load(), Math.min(attemptMs, left));
    } catch (error) {
      const delay = backoffDelay(attempt);
      if (attempt >= retries || now() + delay + attemptMs > deadline) throw error;
      await sleep(delay);
    }
  }
}
