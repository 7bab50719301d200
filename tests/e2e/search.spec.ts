import { expect, test, type Page } from '@playwright/test';
import { rest } from './support/rest';

/** What the rpc itself answers (through REST, with the anon key), to compare with what the page shows. */
async function expectedTitles(params: Record<string, string>): Promise<string[]> {
  const rows = await rest<{ title: string }[]>(`rpc/search_trips?${new URLSearchParams(params).toString()}`);
  return rows.map((r) => r.title);
}

const titles = (page: Page) => page.getByTestId('search-result-title');

const journeys = [
  {
    lang: 'en', query: 'trek', filter: ['Price', '1000-2000', 'price'], sort: 'price_asc',
    labels: { search: 'Search trips', button: 'Search', sort: 'Sort by', relevance: 'Relevance', none: 'No trips found', hint: 'Try other search terms', error: 'Trips could not be loaded', retry: 'Try again' },
  },
  {
    lang: 'es', query: 'senderismo', filter: ['Duración', '8-14', 'duration'], sort: 'price_desc',
    labels: { search: 'Buscar viajes', button: 'Buscar', sort: 'Ordenar por', relevance: 'Relevancia', none: 'No se han encontrado viajes', hint: 'Prueba con otros términos de búsqueda', error: 'No se han podido cargar los viajes', retry: 'Reintentar' },
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
    await page.goto(`/${lang}?q=zzzzqx`);
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
    await expect(page).toHaveURL(new RegExp(`${href}$`));
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
  expect(((await bad.json()) as { issues: { path: string }[] }).issues.map((i) => i.path).sort()).toEqual(['', 'price']);
  const good = await request.get('/api/search?lang=es&q=kilimanjro');
  expect(good.status()).toBe(200);
  expect(good.headers()['cache-control']).toContain('s-maxage=');
  const body = (await good.json()) as { total: number; results: { title: string }[] };
  expect(body.results.map((r) => r.title)).toEqual(await expectedTitles({ p_lang: 'es', p_query: 'kilimanjro' }));
  expect(body.total).toBe(body.results.length);
});

test('text typed before the page is interactive survives and is searched', async ({ page }) => {
  // Hold the page's JavaScript back so the visitor types into the static HTML's search box first.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'), async (route) => {
    await held;
    await route.continue();
  });
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
