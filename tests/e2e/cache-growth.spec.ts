import { expect, test } from './support/test';
import { startPrivateServer } from './support/private-server';

/** 1,300 distinct addresses nobody has published: unknown pages, ids, slugs, courses and review pages, in both languages. */
function unknownAddresses(): { path: string; status: number }[] {
  const run = Date.now().toString(36);
  const list: { path: string; status: number }[] = [];
  for (let n = 0; n < 100; n++) {
    list.push(
      { path: `/en/zz-${run}-${n}`, status: 404 },
      { path: `/es/a/b/zz-${run}-${n}`, status: 404 },
      { path: `/en/travel/${900_000_000 + n}/x-${run}`, status: 404 },
      { path: `/es/travel/${910_000_000 + n}/x/book`, status: 404 },
      { path: `/en/travel/1/old-${run}-${n}`, status: 308 },
      { path: `/en/country/${920_000_000 + n}`, status: 404 },
      { path: `/es/activity/${930_000_000 + n}`, status: 404 },
      { path: `/en/blog/${940_000_000 + n}`, status: 404 },
      { path: `/api/trips/${950_000_000 + n}/reviews/2`, status: 404 },
      { path: `/api/trips/1/reviews/${500 + n}`, status: 404 },
      { path: `/api/texts/${n % 2 ? 'en' : `x${n}`}/zz-${run}-${n}`, status: 404 },
      { path: `/en/courses/${960_000_000 + n}/x-${run}`, status: 404 },
      { path: `/es/cursos/${970_000_000 + n}/y/lessons/${n + 1}`, status: 404 },
    );
  }
  return list;
}

test('1,300 distinct unknown addresses leave the caches of a production server as they were', async () => {
  test.setTimeout(600_000);
  const { url, settled, stop } = await startPrivateServer('.next-e2e-probe');
  try {
    // The fixed answers themselves are rendered (or regenerated) once, before the measure, and each family's one
    // cached list of ids is read once (a bounded entry per list, not per address). An old slug of trip 1 renders the
    // page that moves it, which reads trip 1's data once into the data cache (a bounded entry per trip, not per slug).
    const warm = [
      '/en/zz-warm', '/es/zz-warm', '/en/travel/999999999/warm', '/es/travel/999999999/warm', '/es/travel/999999999/warm/book',
      '/en/travel/1/old-warm', '/en/country/999999999', '/es/activity/999999999', '/en/blog/999999999',
    ];
    for (const path of warm) {
      await fetch(`${url}${path}`).then((response) => response.arrayBuffer());
    }
    const before = await settled();
    const addresses = unknownAddresses();
    expect(addresses).toHaveLength(1300);
    const wrong: string[] = [];
    for (let i = 0; i < addresses.length; i += 10) {
      await Promise.all(
        addresses.slice(i, i + 10).map(async ({ path, status }) => {
          const response = await fetch(`${url}${path}`, { redirect: 'manual' });
          await response.arrayBuffer();
          if (response.status !== status) wrong.push(`${path}: ${response.status}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
    expect(await settled()).toEqual(before);
  } finally {
    stop();
  }
});
