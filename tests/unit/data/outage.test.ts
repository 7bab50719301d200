import { BackendUnavailable, OutageMemory, unavailableStatus } from '@/lib/data/outage';
import { BudgetSpent } from '@/lib/supabase/timeout';

describe('OutageMemory', () => {
  it('after the backend could not answer, fails reads at once for the hold, then lets them ask again', () => {
    let now = 0;
    const memory = new OutageMemory(5000, () => now);
    memory.check();
    memory.settle(new BackendUnavailable('TypeError: fetch failed'));
    now = 4999;
    expect(() => memory.check()).toThrow(BackendUnavailable);
    now = 5000;
    expect(() => memory.check()).not.toThrow();
    memory.settle(new BudgetSpent(2000));
    expect(() => memory.check()).toThrow(BackendUnavailable);
    memory.settle(null);
    expect(() => memory.check()).not.toThrow();
  });

  it('keeps no failure for a request the backend refused (a bad filter is not an outage)', () => {
    const memory = new OutageMemory(5000, () => 0);
    memory.settle(new Error('column trips.x does not exist'));
    expect(() => memory.check()).not.toThrow();
  });

  it('reads no answer (status 0) and 5xx as the backend being unavailable, 4xx as an answer', () => {
    expect([0, 500, 502, 503, 504, 400, 404, 200].map(unavailableStatus)).toEqual([true, true, true, true, true, false, false, false]);
  });
});
