import { expect, holdScripts, test, type Locator, type Page } from './support/test';
import { rest } from './support/rest';

/** What the rpc itself answers (through REST, with the anon key), to compare with what the page shows. */
async function expectedTitles(params: Record<string, string>): Promise<string[]> {
  const found = await rest<{ trips: { title: string }[] }>(`rpc/find_trips?${new URLSearchParams(params).toString()}`);
  return found.trips.map((r) => r.title);
}

const titles = (page: Page) => page.getByTestId('search-result-title');

// The journeys below take 20-30 s on a busy two-core machine; the default 30 s left no margin.
test.describe.configure({ timeout: 60_000 });

const journeys = [
  {
    lang: 'en', query: 'trek', filter: ['Price', '1000-2000', 'price'], sort: 'price_asc',
    labels: { search: 'Search trips', button: 'Search', sort: 'Sort by', relevance: 'Relevance', none: 'No trips found', hint: 'Try other search terms', error: 'Trips could not be loaded', retry: 'Try again',
      results: 'Search results', featured: 'Featured trips', filters: 'Filters', apply: 'Show trips', close: 'Close filters' },
  },
  {
    lang: 'es', query: 'senderismo', filter: ['Duración', '8-14', 'duration'], sort: 'price_desc',
    labels: { search: 'Buscar viajes', button: 'Buscar', sort: 'Ordenar por', relevance: 'Relevancia', none: 'No se han encontrado viajes', hint: 'Prueba con otros términos de búsqueda', error: 'No se han podido cargar los viajes', retry: 'Reintentar',
      results: 'Resultados de la búsqueda', featured: 'Viajes destacados', filters: 'Filtros', apply: 'Ver viajes', close: 'Cerrar filtros' },
  },
] as const;

for (const { lang, query, filter, sort, labels } of journeys) {
  const [filterLabel, filterValue, filterKey] = filter;
  const rpcFilter = { price: 'p_price', duration: 'p_duration' }[filterKey];

  test(`${lang}: search with text, a filter and a sort; the URL holds the state; back and logo work`, async ({ page }) => {
    await page.goto(`/${lang}`);
    // The journey is about the URL state once the page is interactive; typing earlier has its own test below.
    await expect(page.locator('[data-testid="search-form"][data-live]')).toHaveCount(1);
    const box = page.getByRole('searchbox', { name: labels.search });
    await box.fill(query);
    await page.getByRole('button', { name: labels.button, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}\\?q=${query}$`));
    const byText = await expectedTitles({ p_lang: lang, p_query: query });
    expect(byText.length).toBeGreaterThan(1);
    await expect(titles(page)).toHaveText(byText.slice(0, 12));

    await page.getByLabel(filterLabel, { exact: true }).selectOption(filterValue);
    await expect(page).toHaveURL(new RegExp(`[?&]${filterKey}=${encodeURIComponent(filterValue)}`));
    await page.getByLabel(labels.sort, { exact: true }).selectOption(sort);
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${sort}`));
    const filtered = await expectedTitles({ p_lang: lang, p_query: query, [rpcFilter]: filterValue, p_sort: sort });
    expect(filtered.length).toBeGreaterThan(0);
    await expect(titles(page)).toHaveText(filtered.slice(0, 12));
    await expect(page.getByTestId('search-count')).toHaveText(new RegExp(`^${filtered.length} `));
    await expect(page.getByTestId('search-count')).toHaveAttribute('role', 'status');

    // A reload (or a shared link) shows the same search.
    await page.reload();
    await expect(box).toHaveValue(query);
    await expect(page.getByLabel(labels.sort, { exact: true })).toHaveValue(sort);
    await expect(titles(page)).toHaveText(filtered.slice(0, 12));

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByLabel(labels.sort, { exact: true })).toHaveValue('relevance');
    await expect(page.getByLabel(filterLabel, { exact: true })).toHaveValue(filterValue);
    await page.goBack();
    await expect(page.getByLabel(filterLabel, { exact: true })).toHaveValue('');
    await expect(titles(page)).toHaveText(byText.slice(0, 12));

    await page.getByRole('banner').getByRole('link', { name: /–/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    await expect(box).toHaveValue('');
    await expect(page.getByTestId('search-section')).toHaveCount(0);
  });

  test(`${lang}: no results, a failed search, and a result opening its trip page`, async ({ page }) => {
    // Past the last page there is nothing, and the way back to the first page.
    await page.goto(`/${lang}?q=${query}&page=99`);
    await expect(page.getByText(labels.none, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(labels.hint)).toBeVisible();

    await page.route('**/api/search**', (route) => route.fulfill({ status: 502, body: '{}' }));
    await page.getByRole('searchbox', { name: labels.search }).fill('kilimanjro');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: labels.error })).toBeVisible();
    await page.unroute('**/api/search**');
    await page.getByRole('button', { name: labels.retry }).click();
    const expected = await expectedTitles({ p_lang: lang, p_query: 'kilimanjro' });
    expect(expected.length).toBeGreaterThan(0);
    await expect(titles(page)).toHaveText(expected);

    const first = page.getByTestId('search-result').first().getByRole('link');
    const href = await first.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/${lang}/travel/\\d+/[a-z0-9-]+$`));
    await first.click();
    // A trip page's first visit may be rendered on demand: on a shared machine that takes more than five seconds.
    await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0] ?? '');
  });
}

test('the search box rotates three localized example phrases', async ({ page }) => {
  await page.goto('/es');
  const box = page.getByRole('searchbox', { name: 'Buscar viajes' });
  const seen = new Set<string>();
  await expect.poll(async () => {
    seen.add((await box.getAttribute('placeholder')) ?? '');
    return seen.size;
  }, { timeout: 12_000, intervals: [500] }).toBe(3);
  expect([...seen].sort()).toEqual(['Esquí de travesía en Noruega', 'Trekking en Nepal', 'Velero por las islas griegas']);
});

test('the search API validates its parameters and can be cached by URL', async ({ request }) => {
  const bad = await request.get('/api/search?lang=en&price=3000%2B&colour=red');
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { issues: { path: string }[] }).issues.map((i) => i.path).sort()).toEqual(['colour', 'price']);
  const good = await request.get('/api/search?lang=es&q=kilimanjro');
  expect(good.status()).toBe(200);
  expect(good.headers()['cache-control']).toContain('s-maxage=');
  const body = (await good.json()) as { total: number; results: { title: string }[] };
  expect(body.results.map((r) => r.title)).toEqual(await expectedTitles({ p_lang: 'es', p_query: 'kilimanjro' }));
  expect(body.total).toBe(body.results.length);
});

test('text typed before the page is interactive survives and is searched', async ({ page }) => {
  // Hold the page's JavaScript back so the visitor types into the static HTML's search box first.
  const release = await holdScripts(page);
  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('searchbox', { name: 'Search trips' });
  await box.fill('annapurna');
  await expect(page.locator('[data-testid="search-form"][data-live]')).toHaveCount(0);

  release();
  await expect(page.locator('[data-testid="search-form"][data-live]')).toHaveCount(1);
  await expect(box).toHaveValue('annapurna');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\?q=annapurna$/);
});

/** How many trips the search API finds in all (the rpc answers one page of them). */
async function expectedTotal(page: Page, params: Record<string, string>): Promise<number> {
  const response = await page.request.get(`/api/search?${new URLSearchParams(params).toString()}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

/** After a search the visitor asked for: focus on the results heading, which is in view with the results under it. */
async function expectResultsInView(page: Page, heading: string) {
  const title = page.getByRole('heading', { level: 2, name: heading, exact: true });
  // Focus moves once the address has changed, which waits for the router.
  await expect(title).toBeFocused({ timeout: 10_000 });
  await expect(title).toBeInViewport();
  await expect(titles(page).first()).toBeInViewport();
}

async function expectTapTarget(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0, `height of ${target.toString()}`).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0, `width of ${target.toString()}`).toBeGreaterThanOrEqual(44);
}

/** Whether a select has room for the text of its widest option (a clipped one loses its end: "Todas las actividade"). */
async function fitsEveryOption(select: Locator): Promise<boolean> {
  return select.evaluate((element) => {
    const el = element as HTMLSelectElement;
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const widest = Math.max(...[...el.options].map((o) => context.measureText(o.text).width));
    // The drop-down arrow takes about 20 px beside the text.
    return widest <= el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
  });
}

/** Holds the search API's answers until `release()`, so a test can look at the page while a search loads. */
async function holdSearches(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/search**', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

for (const { lang, query, labels } of journeys) {
  test(`${lang}: a search brings its results into view, focuses their heading and announces the count`, async ({ page, request }) => {
    // The featured trips are in the static page (the same HTML for everyone) ...
    const response = await request.get(`/${lang}`);
    expect(await response.text()).toContain(labels.featured);
    expect(response.headers()['set-cookie']).toBeUndefined();
    await page.goto(`/${lang}`);
    await expect(page.locator('[data-testid="search-form"][data-live]')).toHaveCount(1);
    const featured = page.getByRole('heading', { name: labels.featured, exact: true });
    await expect(featured).toBeVisible();

    const release = await holdSearches(page);
    await page.getByRole('searchbox', { name: labels.search }).fill(query);
    await page.getByRole('button', { name: labels.button, exact: true }).click();
    // While it loads, the heading has focus and the live region is already in the page, empty.
    const heading = page.getByRole('heading', { level: 2, name: labels.results, exact: true });
    await expect(heading).toBeFocused({ timeout: 10_000 });
    await expect(heading).toBeInViewport();
    const count = page.getByTestId('search-count');
    await expect(count).toHaveAttribute('role', 'status');
    await expect(count).toHaveText('');
    await count.evaluate((el) => el.setAttribute('data-present-while-loading', ''));
    release();

    const expected = await expectedTitles({ p_lang: lang, p_query: query });
    await expect(titles(page)).toHaveText(expected.slice(0, 12));
    // The same element now says the count, so a screen reader announces the change.
    const total = await expectedTotal(page, { lang, q: query });
    await expect(page.locator('[data-testid="search-count"][data-present-while-loading]')).toHaveText(new RegExp(`^${total} `));
    await expectResultsInView(page, labels.results);
    // ... and step aside while searching: not under the results.
    await expect(featured).toHaveCount(0);

    await page.getByRole('banner').getByRole('link', { name: /–/ }).click();
    await expect(featured).toBeVisible();
    // Any filter alone is a search too.
    await page.goto(`/${lang}?activity=15`);
    await expect(page.getByTestId('search-section')).toBeVisible();
    await expect(featured).toHaveCount(0);
  });
}

test('with reduced motion the view jumps to the results instead of scrolling smoothly', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en');
  await expect(page.locator('[data-testid="search-form"][data-live]')).toHaveCount(1);
  // Nothing below the heading changes while the results are held, so every scroll event is the reveal's own.
  const release = await holdSearches(page);
  await page.evaluate(() => {
    const w = window as unknown as { scrolls: number[] };
    w.scrolls = [];
    window.addEventListener('scroll', () => w.scrolls.push(Math.round(window.scrollY)), { passive: true });
  });
  await page.getByRole('searchbox', { name: 'Search trips' }).fill('trek');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Search results', exact: true });
  await expect(heading).toBeFocused({ timeout: 10_000 });
  // Just under the sticky header (its scroll margin), reached in one step.
  await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(80);
  // The scroll event comes with the next frame, which a busy machine can delay past the poll above: wait for it, and
  // for two frames more (a smooth scroll would go on reporting new positions), then count the positions seen.
  const positions = () => page.evaluate(() => new Set((window as unknown as { scrolls: number[] }).scrolls.filter((y) => y > 0)).size);
  await expect.poll(positions).toBeGreaterThan(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await positions()).toBe(1);
  release();
  await expect(titles(page).first()).toBeInViewport({ timeout: 15_000 });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const { lang, query, filter, labels } of journeys) {
    const [filterLabel, filterValue, filterKey] = filter;
    const rpcFilter = { price: 'p_price', duration: 'p_duration' }[filterKey];

    test(`${lang}: the box and one filters button; the filter sheet opens, applies, counts and closes with Escape`, async ({ page }) => {
      await page.goto(`/${lang}`);
      await expect(page.locator('[data-testid="search-form"][data-live]')).toHaveCount(1);
      const box = page.getByRole('searchbox', { name: labels.search });
      const searchButton = page.getByRole('button', { name: labels.button, exact: true });
      const filters = page.getByRole('button', { name: labels.filters, exact: true });
      await expect(filters).toBeVisible();
      // The filters themselves are in the sheet, not on the page.
      await expect(page.getByLabel(labels.sort, { exact: true })).toBeHidden();
      for (const target of [box, searchButton, filters]) await expectTapTarget(target);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await box.fill(query);
      await searchButton.click();
      const byText = await expectedTitles({ p_lang: lang, p_query: query });
      await expect(titles(page)).toHaveText(byText.slice(0, 12));
      await expectResultsInView(page, labels.results);
      await expect(page.getByTestId('search-count')).toHaveText(new RegExp(`^${await expectedTotal(page, { lang, q: query })} `));
      await expect(page.getByRole('heading', { name: labels.featured, exact: true })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The sheet: a modal dialog named by its title, focus inside it and kept there.
      await filters.click();
      const sheet = page.getByRole('dialog', { name: labels.filters });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('button', { name: labels.close })).toBeFocused();
      const selects = sheet.getByRole('combobox');
      await expect(selects).toHaveCount(8);
      for (const select of await selects.all()) {
        await expectTapTarget(select);
        expect(await fitsEveryOption(select), `every option of ${await select.getAttribute('name')} fits`).toBe(true);
      }
      await expectTapTarget(sheet.getByRole('button', { name: labels.close }));
      await expectTapTarget(sheet.getByRole('button', { name: labels.apply }));
      for (let i = 0; i < 11; i++) {
        await page.keyboard.press('Tab');
        expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await sheet.getByRole('button', { name: labels.close }).focus();
      await page.keyboard.press('Shift+Tab');
      await expect(sheet.getByRole('button', { name: labels.apply })).toBeFocused();

      // Choosing searches nothing yet; applying does, and the button counts the filter.
      await sheet.getByLabel(filterLabel, { exact: true }).selectOption(filterValue);
      await expect(page).toHaveURL(new RegExp(`/${lang}\\?q=${query}$`));
      await sheet.getByRole('button', { name: labels.apply }).click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${query}&${filterKey}=${encodeURIComponent(filterValue)}$`));
      await expect(sheet).toBeHidden();
      const filtered = await expectedTitles({ p_lang: lang, p_query: query, [rpcFilter]: filterValue });
      expect(filtered.length).toBeGreaterThan(0);
      await expect(titles(page)).toHaveText(filtered.slice(0, 12));
      await expectResultsInView(page, labels.results);
      const filtersOne = page.getByRole('button', { name: `${labels.filters} (1)`, exact: true });
      await expect(filtersOne).toBeVisible();
      await expectTapTarget(filtersOne);

      // Escape closes without applying what was chosen, and focus goes back to the button.
      await filtersOne.click();
      await expect(sheet).toBeVisible();
      await expect(sheet.getByLabel(filterLabel, { exact: true })).toHaveValue(filterValue);
      await sheet.getByLabel(labels.sort, { exact: true }).selectOption('price_desc');
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(filtersOne).toBeFocused();
      await expect(page).not.toHaveURL(/sort=/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

for (const [lang, query, price, meta] of [
  ['en', 'trek', /^From €\d{1,3}(,\d{3})*$/, / · \d+ days$/],
  // Intl puts a no-break space before the euro sign.
  ['es', 'senderismo', /^Desde \d{1,3}(\.\d{3})*\u00a0€$/, / · \d+ días$/],
] as const) {
  test(`${lang}: the result cards read their texts formatted by the server, and the browser builds no number formatter`, async ({ page, request }) => {
    await page.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as { builtFormatters: string[] }).builtFormatters = built;
      for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
        const original = Intl[name];
        Intl[name] = new Proxy(original, { construct: (target, args) => (built.push(name), Reflect.construct(target, args)) }) as never;
      }
    });
    type Answer = {
      results: { title: string; labels: { meta: string; level: string; price: string; rating: string | null; nextDeparture: string | null } }[];
      countText: string;
      total: number;
    };
    const answer = await request.get(`/api/search?lang=${lang}&q=${query}`);
    expect(answer.status()).toBe(200);
    const { results, countText, total } = (await answer.json()) as Answer;
    expect(results.length).toBeGreaterThan(1);
    expect(countText).toMatch(new RegExp(`^${total} `));
    for (const { labels } of results) {
      expect(labels.price).toMatch(price);
      expect(labels.meta).toMatch(meta);
    }

    // The cards must say what the server sent this page. Other tests add and sell departures meanwhile, so the read
    // above, a moment earlier, may already name another next departure.
    const served = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/search');
    await page.goto(`/${lang}?q=${query}`);
    const shown = (await (await served).json()) as Answer;
    expect(shown.results.length).toBeGreaterThan(1);
    await expect(titles(page)).toHaveText(shown.results.map((r) => r.title));
    const cards = page.getByTestId('search-result');
    for (const [i, { labels }] of shown.results.entries()) {
      for (const text of [labels.meta, labels.level, labels.price, labels.rating, labels.nextDeparture]) if (text) await expect(cards.nth(i)).toContainText(text);
    }
    await expect(page.getByTestId('search-count')).toHaveText(shown.countText);
    expect(await page.evaluate(() => (window as unknown as { builtFormatters: string[] }).builtFormatters)).toEqual([]);
  });
}
