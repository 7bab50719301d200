import { backoffDelay, withRetry } from '@/lib/data/retry';

describe('retry backoff (SPEC 9)', () => {
  it('starts at 1 s, doubles and caps at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => backoffDelay(a))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries 3 times with those delays, then gives up with the last error', async () => {
    const waits: number[] = [];
    let calls = 0;
    const failing = withRetry(
      async () => {
        calls++;
        throw new Error(`boom ${calls}`);
      },
      { sleep: async (ms) => void waits.push(ms) },
    );
    await expect(failing).rejects.toThrow('boom 4');
    expect(calls).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('returns the first success', async () => {
    let calls = 0;
    const value = await withRetry(async () => (++calls < 3 ? Promise.reject(new Error('x')) : 'ok'), { sleep: async () => {} });
    expect(value).toBe('ok');
    expect(calls).toBe(3);
  });
});
