import { expect, test, type Page } from './support/test';
import { rest } from './support/rest';

/** What find_trips answers through REST (anon key): the page must show the same. */
interface Found {
  reading: { chips: { kind: string; label?: string | null }[] };
  dropped: { kind: string; from: string | null } | null;
  trips: { title: string }[];
}
const found = (lang: string, q: string) => rest<Found>(`rpc/find_trips?${new URLSearchParams({ p_lang: lang, p_query: q }).toString()}`);

const titles = (page: Page) => page.getByTestId('search-result-title');

const cases = [
  {
    lang: 'en', example: 'Trekking in Nepal', chips: ['Hiking', 'Nepal'], left: 'Trekking in',
    empty: 'sailing in Iceland', without: 'Sailing', privateRequest: 'Not quite it? Ask us for a private trip',
    privatePath: '/en/private-adventures', search: 'Search trips', button: 'Search',
  },
  {
    lang: 'es', example: 'Velero por las islas griegas', chips: ['Islas Griegas', 'Vela'], left: 'Velero por las',
    empty: 'vela en Islandia', without: 'Vela', privateRequest: '¿No es lo que buscas? Pídenos un viaje privado',
    privatePath: '/es/aventuras-privadas', search: 'Buscar viajes', button: 'Buscar',
  },
] as const;

// A shared two-core machine: navigations and searches get more time than the default five seconds.
const NAVIGATION = { timeout: 30_000 };

for (const viewport of [{ name: 'desktop', width: 1280, height: 800 }, { name: 'phone', width: 390, height: 844 }]) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, ...(viewport.width < 500 ? { isMobile: true, hasTouch: true } : {}) });
    test.describe.configure({ timeout: 90_000 });

    for (const c of cases) {
      test(`${c.lang}: an example phrase is read as filters shown as chips; removing one searches without it`, async ({ page }) => {
        await page.goto(`/${c.lang}`);
        await expect(page.locator('[data-testid="search-form"][data-live]')).toHaveCount(1);
        const box = page.getByRole('searchbox', { name: c.search });
        await box.fill(c.example);
        await page.getByRole('button', { name: c.button, exact: true }).click();
        const expected = await found(c.lang, c.example);
        expect(expected.trips.length).toBeGreaterThan(0);
        await expect(titles(page)).toHaveText(expected.trips.map((t) => t.title).slice(0, 12), NAVIGATION);
        const chips = page.getByTestId('search-chip');
        await expect(chips).toHaveText(c.chips.map((label) => new RegExp(`^${label}\\s*×$`)));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

        // The place chip goes: the box and the URL lose its words, the other chip stays.
        await page.locator('[data-testid="search-chip"][data-kind="place"]').getByRole('link').click();
        await expect(box).toHaveValue(c.left, NAVIGATION);
        await expect(page.locator('[data-testid="search-chip"][data-kind="place"]')).toHaveCount(0);
        await expect(page.locator('[data-testid="search-chip"][data-kind="activity"]')).toHaveCount(1);
        const wider = await found(c.lang, c.left);
        await expect(titles(page)).toHaveText(wider.trips.map((t) => t.title).slice(0, 12));
      });

      test(`${c.lang}: a search with no match shows the nearest trips, says what was left out, and offers a private trip`, async ({ page }) => {
        await page.goto(`/${c.lang}?q=${encodeURIComponent(c.empty)}`);
        const expected = await found(c.lang, c.empty);
        expect(expected.dropped).toEqual({ kind: 'activity', from: 'query' });
        const notice = page.getByTestId('search-nearest');
        await expect(notice).toBeVisible(NAVIGATION);
        await expect(notice).toContainText(`“${c.without}”`);
        await expect(titles(page)).toHaveText(expected.trips.map((t) => t.title).slice(0, 12));
        await expect(titles(page).first()).toBeVisible();
        // Not a dead end: the private request link works.
        const link = notice.getByRole('link', { name: c.privateRequest });
        await expect(link).toHaveAttribute('href', c.privatePath);
        const box = await link.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${c.privatePath}$`), NAVIGATION);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }
  });
}
