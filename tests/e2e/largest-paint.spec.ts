import { expect, test, type Page } from './support/test';

/**
 * The largest paint of the pages travellers land on, on a phone: each of these opens with a photo (a hero, or the
 * first card of a list), which the browser fetches at high priority from the first bytes of the page (not at the low
 * priority an image preload gets until layout finds it on screen, nor lazily once layout has found it), in a width
 * picked from a srcset for the screen.
 */
const pages = [
  ['home', '/en'],
  ['home', '/es'],
  ['trip page', '/en/travel/1/annapurna-sanctuary-trek'],
  ['trip page', '/es/travel/1/trekking-santuario-annapurna'],
  ['activity page', '/en/activity/15'],
  ['country page', '/es/country/1'],
  ['places page', '/es/lugares'],
  ['place page', '/en/place/1'],
  ['blog', '/en/blog'],
  ['blog post', '/es/blog/1'],
  ['random trip page', '/es/viaje-aleatorio'],
] as const;

interface LargestPaint { url: string; srcset: string | null; sizes: string | null; loading: string | null }
type PaintEntry = PerformanceEntry & { url: string; element: Element | null };

/**
 * The page's final largest-contentful-paint entry: the browser reports a new candidate at the frame that paints it,
 * which for an image comes after the load event (a heading painted earlier is the candidate until then), so this
 * takes the last entry once none has come for a second.
 */
async function largestPaint(page: Page): Promise<LargestPaint | null> {
  return page.evaluate(
    () =>
      new Promise<LargestPaint | null>((resolve) => {
        let last: PaintEntry | undefined;
        let quiet = 0;
        const reportWhenQuiet = () => {
          window.clearTimeout(quiet);
          quiet = window.setTimeout(() => {
            const image = last?.element instanceof HTMLImageElement ? last.element : null;
            resolve(last ? { url: last.url, srcset: image?.getAttribute('srcset') ?? null, sizes: image?.getAttribute('sizes') ?? null, loading: image?.getAttribute('loading') ?? null } : null);
          }, 1000);
        };
        new PerformanceObserver((list) => {
          last = (list.getEntries() as PaintEntry[]).at(-1) ?? last;
          reportWhenQuiet();
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        reportWhenQuiet();
      }),
  );
}

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

for (const [label, path] of pages) {
  test(`the ${label} ${path} fetches its largest paint at high priority, sized for the screen`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      if (!priorities.has(request.url)) priorities.set(request.url, request.initialPriority);
    });
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    const paint = await largestPaint(page);
    expect(paint, 'a largest-contentful-paint entry').not.toBeNull();
    // These pages open with a photo: their largest paint is one.
    expect(paint?.url, 'the largest paint is a photo').toMatch(/\/_next\/image\?url=/);
    expect(paint?.srcset, 'a srcset to pick the width from').toMatch(/ \d+w,/);
    expect(paint?.sizes, 'sizes for that pick').toBeTruthy();
    expect(paint?.loading).not.toBe('lazy');
    expect(priorities.get(paint?.url ?? ''), `priority of ${paint?.url}`).toBe('High');
    // Preloaded from the head with the same candidates, so the photo does not wait for the body to be parsed.
    const preloaded = await page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]').evaluateAll((links) => links.map((link) => link.getAttribute('imagesrcset') ?? ''));
    const file = new URL(paint?.url ?? '', page.url()).searchParams.get('url') ?? '';
    expect(preloaded.some((srcset) => srcset.includes(encodeURIComponent(file))), `a high-priority preload of ${file}`).toBe(true);
  });
}

test('photos are offered up to 1920 px wide, and the image optimizer encodes nothing wider', async ({ page, request }) => {
  await page.goto('/en');
  const srcsets = await page.locator('img[srcset], link[rel="preload"][imagesrcset]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('srcset') ?? node.getAttribute('imagesrcset') ?? ''));
  expect(srcsets.length).toBeGreaterThan(5);
  const widths = srcsets.flatMap((srcset) => [...srcset.matchAll(/ (\d+)w(?:,|$)/g)].map((match) => Number(match[1])));
  expect(Math.max(...widths)).toBe(1920);
  const candidate = srcsets[0]?.split(', ').at(-1)?.split(' ')[0] ?? '';
  expect(candidate).toMatch(/^\/_next\/image\?url=.+&w=1920&q=75$/);
  expect((await request.get(candidate)).status()).toBe(200);
  expect((await request.get(candidate.replace('w=1920', 'w=3840'))).status()).toBe(400);
});
