import { expect, test } from './support/test';

test('pages carry title, description, canonical, hreflang, Open Graph and Twitter tags', async ({ page }) => {
  await page.goto('/es/contacto');
  await expect(page).toHaveTitle(/Contacta con nosotros/);
  const meta = (selector: string, attribute = 'content') => page.locator(selector).getAttribute(attribute);
  expect(await meta('meta[name="description"]')).toBeTruthy();
  expect(await meta('link[rel="canonical"]', 'href')).toMatch(/\/es\/contacto$/);
  expect(await meta('link[rel="alternate"][hreflang="en"]', 'href')).toMatch(/\/en\/contact$/);
  expect(await meta('link[rel="alternate"][hreflang="es"]', 'href')).toMatch(/\/es\/contacto$/);
  expect(await meta('link[rel="alternate"][hreflang="x-default"]', 'href')).toMatch(/\/en\/contact$/);
  expect(await meta('meta[property="og:title"]')).toContain('Contacta');
  expect(await meta('meta[property="og:locale"]')).toBe('es_ES');
  expect(await meta('meta[property="og:url"]')).toMatch(/\/es\/contacto$/);
  expect(await meta('meta[name="twitter:card"]')).toBeTruthy();
  expect(await meta('meta[name="twitter:title"]')).toContain('Contacta');
});

test('trip pages point hreflang at each language slug', async ({ page }) => {
  await page.goto('/en/travel/1/annapurna-sanctuary-trek');
  expect(await page.locator('link[rel="alternate"][hreflang="es"]').getAttribute('href')).toMatch(/\/es\/travel\/1\/trekking-santuario-annapurna$/);
  // Trip pages share the image generated per trip and language.
  expect(await page.locator('meta[property="og:image"]').first().getAttribute('content')).toMatch(/\/en\/travel\/1\/annapurna-sanctuary-trek\/opengraph-image/);
});

test('the book page is folded into its trip page: canonical to the trip, no hreflang, not noindex', async ({ page }) => {
  for (const [lang, trip] of [['en', '/en/travel/1/annapurna-sanctuary-trek'], ['es', '/es/travel/1/trekking-santuario-annapurna']] as const) {
    await page.goto(`${trip}/book`);
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname, lang).toBe(trip);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
});

test('checkout is crawlable with its bare path as canonical, whatever booking its query names; its confirmation is noindex', async ({ page }) => {
  for (const lang of ['en', 'es']) {
    await page.goto(`/${lang}/checkout?booking=ABC123&key=not-a-key`);
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname, lang).toBe(`/${lang}/checkout`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    // What a visitor (or a crawler) finds there: no booking, so the way back to the trips, not "choose again".
    const home = page.getByRole('main').getByRole('link', { name: lang === 'en' ? 'Back to the home page' : 'Volver a la página de inicio' });
    await expect(home).toHaveAttribute('href', `/${lang}`);
  }
  await page.goto('/en/checkout/success?booking=ABC123&key=not-a-key');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('sitemap.xml lists both languages of pages, trips, activities, countries and posts; robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/en</loc>', '/es</loc>', '/es/contacto</loc>', '/en/contact</loc>', '/en/activity/15</loc>', '/es/country/1</loc>', '/en/blog/1</loc>', '/es/travel/1/trekking-santuario-annapurna</loc>']) {
    expect(sitemap).toContain(path);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap:');
  expect(robots).not.toMatch(/Disallow: \/\s*$/m);
  // Personal pages keep themselves out of the index with their own head, which a crawler must be let in to read.
  expect(robots).not.toMatch(/Disallow: \/(en|es)\/(checkout|payment)/);
});
