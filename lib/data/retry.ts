/** A failed read from the backend is retried three times, waiting 1 s and doubling, at most 30 s. */
export const RETRY = { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 } as const;

export function backoffDelay(attempt: number, { baseDelayMs, maxDelayMs } = RETRY): number {
  return Math.min(baseDelayMs * 2 ** attempt, maxDelayMs);
}

export async function withRetry<T>(
  load: () => Promise<T>,
  {
    retries = RETRY.retries,
    sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
  }: { retries?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await sleep(backoffDelay(attempt));
    }
  }
}
