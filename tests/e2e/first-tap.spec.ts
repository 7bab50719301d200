import { expect, holdScripts, test, untilHydrated } from './support/test';

/**
 * A control that looks ready works on the first tap: these are tapped on the static HTML, the page's scripts held back
 * (a phone still downloading them), and must do what they say without waiting for React.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

for (const { lang, label, button, query } of [
  { lang: 'en', label: 'Search trips', button: 'Search', query: 'annapurna' },
  { lang: 'es', label: 'Buscar viajes', button: 'Buscar', query: 'senderismo' },
] as const) {
  test(`${lang}: the search form searches on the first tap, before the page's scripts have run`, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(`/${lang}`, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-testid="search-form"][data-live]')).toHaveCount(0);
    await page.getByRole('searchbox', { name: label }).fill(query);
    await page.getByRole('button', { name: button, exact: true }).tap();
    // The browser sends the form itself: the search's address, the home page that reads it.
    await page.waitForURL((url) => url.pathname === `/${lang}` && url.searchParams.get('q') === query, { waitUntil: 'commit' });
    release();
    await untilHydrated(page);
    await expect(page.getByRole('searchbox', { name: label })).toHaveValue(query);
    await expect(page.getByTestId('search-result').first()).toBeVisible({ timeout: 15_000 });
  });
}

test('the header menu opens and closes on the first tap, before the page\'s scripts have run, and React takes it over open', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/en/contact', { waitUntil: 'domcontentloaded' });
  const header = page.getByRole('banner');
  const menuButton = header.getByRole('button', { name: 'Menu', exact: true });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menuButton.tap();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).tap();
  await expect(menu).toBeHidden();

  // Opened again while the scripts arrive: the page's state follows the dialog the browser opened.
  await menuButton.tap();
  await expect(menu).toBeVisible();
  release();
  await untilHydrated(page);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('button', { name: 'Activities' }).tap();
  await expect(menu.getByRole('link', { name: 'View more' }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
});

test('a departure tapped on the book page before its scripts have run is the one React takes over, its row marked', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/en/travel/1/annapurna-sanctuary-trek/book', { waitUntil: 'domcontentloaded' });
  const rows = page.locator('label[data-departure-id]');
  await expect(rows.first()).toBeVisible();
  // The static HTML chooses the first bookable departure; another open one is tapped.
  const id = await rows.filter({ has: page.locator('input[type="radio"]:not(:checked):not(:disabled)') }).last().getAttribute('data-departure-id');
  const other = page.locator(`label[data-departure-id="${id}"]`);
  const dates = await other.locator('span.block.font-semibold').innerText();
  await other.tap();
  await expect(other.getByRole('radio')).toBeChecked();
  // Its row shows the choice from the stylesheet alone (a ring), and the row it left does not.
  const ring = (row: typeof other) => row.evaluate((element) => getComputedStyle(element).boxShadow);
  expect(await ring(other)).not.toBe('none');
  await expect(page.locator('label[data-departure-id]:has(input:checked)')).toHaveCount(1);
  release();
  await untilHydrated(page);
  await expect(page.getByTestId('selected-departure')).toHaveText(dates);
  await expect(other.getByRole('radio')).toBeChecked();
  await expect(page.getByTestId('booking-total')).toBeVisible();
});
