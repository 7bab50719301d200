import { expect, test } from './support/test';

/** The logo comes from public storage, links home with the shop's name, and the header fits a 320 px phone. */
for (const lang of ['en', 'es'] as const) {
  for (const width of [320, 390]) {
    test(`${lang} at ${width} px: the logo links home and the header fits without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`/${lang}/${lang === 'en' ? 'contact' : 'contacto'}`);
      const header = page.getByRole('banner');
      const logo = header.getByRole('img', { name: 'Altitud Adventures' });
      await expect(logo).toBeVisible();
      const src = await logo.evaluate((img: HTMLImageElement) => img.currentSrc);
      // A PNG: an SVG <img> would cost the page an SVG document of its own on the main thread.
      expect(src).toMatch(width < 360 ? /\/storage\/v1\/object\/public\/media\/brand\/logo-mark\.png$/ : /\/storage\/v1\/object\/public\/media\/brand\/logo\.png$/);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const controls = [
        header.getByRole('button', { name: lang === 'en' ? 'Menu' : 'Menú' }),
        logo,
        header.getByRole('combobox', { name: lang === 'en' ? 'Language' : 'Idioma' }),
        header.getByRole('button', { name: lang === 'en' ? 'Account' : 'Cuenta' }),
      ];
      const boxes = [];
      for (const control of controls) {
        const box = await control.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        boxes.push(box!);
      }
      // Left to right, none overlapping the next.
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);

      await header.getByRole('link', { name: /^Altitud Adventures/ }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    });
  }
}

test('the Organization JSON-LD and the share image use the logo from storage', async ({ page, request }) => {
  await page.goto('/en');
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
  const organization = data.find((d) => Array.isArray(d['@type']) && (d['@type'] as string[]).includes('Organization'));
  expect(organization?.logo).toMatch(/\/storage\/v1\/object\/public\/media\/brand\/logo\.png$/);
  await page.goto('/en/contact');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/\/en\/share\.png$/);
  const png = await request.get(new URL(image!).pathname);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
});

test('the site icons and the manifest come from public/', async ({ request }) => {
  for (const path of ['/favicon.ico', '/icon.svg', '/apple-touch-icon.png', '/icon-192.png']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const manifest = await request.get('/manifest.webmanifest', { maxRedirects: 0 });
  expect(manifest.status()).toBe(200);
  expect((await manifest.json()) as { icons: unknown[] }).toMatchObject({ name: 'Altitud Adventures', icons: expect.any(Array) });
});
