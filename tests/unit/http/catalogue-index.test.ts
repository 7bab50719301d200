/** @jest-environment node */
import type { RouteIndex } from '@/lib/data/route-index';
import { askRouteIndex, resetRouteIndex } from '@/lib/http/catalogue-index';

jest.mock('@/lib/data/route-index', () => ({ loadRouteIndex: jest.fn() }));

const indexWith = (...tripIds: number[]): RouteIndex => ({
  trips: new Map(tripIds.map((id) => [id, { slugs: { en: `t${id}` }, langs: new Set(['en'] as const), reviews: 0 }])),
  countries: { en: new Set(), es: new Set() },
  activities: { en: new Set(), es: new Set() },
  posts: { en: new Set(), es: new Set() },
  courses: new Map(),
});

const hasTrip = (id: number) => (index: RouteIndex) => index.trips.has(id);
const known = (answer: boolean) => answer;

describe('the route index held in memory', () => {
  let now = Date.UTC(2026, 10, 23);
  beforeEach(() => {
    resetRouteIndex();
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads once, answers from memory, and re-reads for an unknown id at most every ten seconds', async () => {
    const load = jest.fn().mockResolvedValueOnce(indexWith(1)).mockResolvedValue(indexWith(1, 2));
    expect(await askRouteIndex(hasTrip(1), known, load)).toBe(true);
    expect(await askRouteIndex(hasTrip(2), known, load)).toBe(false);
    for (let i = 0; i < 50; i++) await askRouteIndex(hasTrip(1000 + i), known, load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 10_001;
    expect(await askRouteIndex(hasTrip(2), known, load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refreshes in the background after a minute and keeps answering meanwhile', async () => {
    const load = jest.fn().mockResolvedValueOnce(indexWith(1)).mockResolvedValue(indexWith(3));
    await askRouteIndex(hasTrip(1), known, load);
    now += 60_001;
    expect(await askRouteIndex(hasTrip(1), known, load)).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await askRouteIndex(hasTrip(3), known, load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers undefined while the backend cannot be reached, without asking it on every request', async () => {
    const load = jest.fn().mockRejectedValue(new Error('connection refused'));
    expect(await askRouteIndex(hasTrip(1), known, load)).toBeUndefined();
    expect(await askRouteIndex(hasTrip(1), known, load)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    now += 10_001;
    load.mockResolvedValue(indexWith(1));
    expect(await askRouteIndex(hasTrip(1), known, load)).toBe(true);
  });
});
