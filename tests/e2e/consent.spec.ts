import { expect, test, type Page } from './support/test';

/** A first-time visitor: no cookie choice stored yet, so the banner shows. */
test.use({ storageState: { cookies: [], origins: [] } });

/**
 * Nothing optional loads before consent. The browser tests' build configures a review widget on an address that
 * does not exist; these tests answer for it and for the video player, so they run without the network.
 */
const VIDEO_HOST = 'https://www.youtube-nocookie.com';
const TRIP = '/en/travel/3/everest-base-camp-trek';

async function thirdParties(page: Page) {
  const requested = { video: 0, widget: 0 };
  const widgetUrl = process.env.NEXT_PUBLIC_REVIEW_WIDGET_SCRIPT_URL ?? 'https://widget.reviews.example/widget.js';
  await page.route(`${VIDEO_HOST}/**`, (route) => {
    requested.video += 1;
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' });
  });
  await page.route(widgetUrl, (route) => {
    requested.widget += 1;
    return route.fulfill({
      contentType: 'text/javascript',
      body: "document.querySelectorAll('.review-widget').forEach((el) => { el.textContent = 'Widget loaded'; });",
    });
  });
  return requested;
}

test('the review widget and a trip video load only after consent, and the choice holds on every page', async ({ page }) => {
  const requested = await thirdParties(page);
  await page.goto(TRIP);
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('video-placeholder')).toBeVisible();
  await expect(page.locator('#video iframe')).toHaveCount(0);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('review-widget-placeholder')).toBeVisible();
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(requested).toEqual({ video: 0, widget: 0 });

  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId('review-widget')).toHaveText('Widget loaded');
  expect(requested.widget).toBe(1);
  const player = page.locator('#video iframe');
  await expect(player).toHaveAttribute('src', `${VIDEO_HOST}/embed/aqz-KE-bpKQ`);
  await player.scrollIntoViewIfNeeded();
  await expect.poll(() => requested.video).toBeGreaterThan(0);

  // Another page, and a reload: no banner, content loads at once.
  await page.goto('/en/contact');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('review-widget')).toHaveText('Widget loaded');
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await page.goto(TRIP);
  await expect(page.locator('#video iframe')).toHaveCount(1);
});

test('"Load video" loads one video once; the settings, reached from the footer, withdraw third-party content', async ({ page }) => {
  const requested = await thirdParties(page);
  await page.goto(TRIP);
  const load = page.getByTestId('video-placeholder').getByRole('button', { name: 'Load video' });
  // A click that lands before the page has hydrated does nothing (CI caught one): click until the player is there.
  await expect(async () => {
    if (await load.isVisible()) await load.click({ timeout: 1_000 });
    await expect(page.locator('#video iframe')).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
  // Nothing was stored: the banner still asks, and the widget still waits.
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  await expect(page.getByTestId('review-widget-placeholder')).toBeVisible();
  expect(requested.widget).toBe(0);

  await page.getByTestId('consent-banner').getByRole('button', { name: 'Accept all' }).click();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('review-widget')).toHaveText('Widget loaded');

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeDisabled();
  await dialog.getByRole('switch', { name: 'Third-party content' }).uncheck();
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('video-placeholder')).toBeVisible();
  await expect(page.getByTestId('review-widget-placeholder')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('video-placeholder')).toBeVisible();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
});

test('Spanish: the banner, the placeholders and the cookie policy speak Spanish; the policy reopens the settings', async ({ page }) => {
  await thirdParties(page);
  await page.goto('/es/politica-cookies');
  const banner = page.getByTestId('consent-banner');
  await expect(banner.getByRole('heading', { name: 'Tu privacidad' })).toBeVisible();
  await banner.getByRole('button', { name: 'Solo necesarias' }).click();
  await expect(page.getByRole('table', { name: 'Lo que la tienda guarda en tu navegador' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'cookie_consent' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Cambiar la configuración de cookies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configuración de cookies' });
  await expect(dialog.getByRole('switch', { name: 'Contenido de terceros' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Aceptar todo' }).click();
  await page.goto('/es/travel/3/trekking-campo-base-everest');
  await expect(page.locator('#video iframe')).toHaveCount(1);
});

test('the banner costs no layout shift', async ({ page }) => {
  await page.goto('/en/contact');
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});

test('the settings dialog loads when first asked for, takes focus and gives it back to the button that opened it', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/en/contact');
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The dialog's texts arrive as data; its code (the one place that renders the switches) is not loaded yet.
  expect((await Promise.all(scripts)).filter((body) => body.includes('consent-dialog-title')).length).toBe(0);
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toHaveCount(0);

  const customize = banner.getByRole('button', { name: 'Choose' });
  await customize.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Third-party content' })).not.toBeChecked();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(customize).toBeFocused();

  // Opened again, from the footer, it is the same dialog.
  const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await footerButton.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept all' }).click();
  await expect(dialog).toBeHidden();
  await expect(footerButton).toBeFocused();
  await expect(banner).toHaveCount(0);
});
