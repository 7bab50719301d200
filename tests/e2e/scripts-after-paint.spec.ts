import { expect, test } from './support/test';

/**
 * A page asks for its scripts once it has painted (lib/http/scripts-after-paint.mjs), prerendered (marked in the page
 * cache) or rendered per request (marked as it streams): none of them is fetched before the first contentful paint,
 * none twice (React finds the ones the loader added and adds none again), and the page then hydrates as before.
 */
const pages = [
  ['home', '/en'],
  ['trip page', '/es/travel/1/trekking-santuario-annapurna'],
  ['search page', '/en?q=trek'],
  ['book page', '/en/travel/1/annapurna-sanctuary-trek/book'],
  ['checkout', '/es/checkout'],
] as const;

test.use({ viewport: { width: 390, height: 844 } });

for (const [label, path] of pages) {
  test(`the ${label} ${path} fetches its scripts after its first paint, each once, and hydrates`, async ({ page }) => {
    const response = await page.goto(path);
    // What the server sent (React may replace a part of the page once it hydrates).
    const markers = [...((await response?.text()) ?? '').matchAll(/<script type="text\/x-after-paint" data-src="([^"]+)"><\/script>/g)].map((m) => m[1]);
    await expect.poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
    const { paint, chunks } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      chunks: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/') && entry.name.endsWith('.js'))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(paint).not.toBeNull();
    expect(markers.length).toBeGreaterThan(3);
    const fetched = chunks.map((chunk) => chunk.url);
    expect(fetched).toEqual(expect.arrayContaining(markers));
    expect(new Set(fetched).size).toBe(fetched.length);
    for (const chunk of chunks) expect(chunk.start, chunk.url).toBeGreaterThanOrEqual(paint ?? Number.POSITIVE_INFINITY);
  });
}
