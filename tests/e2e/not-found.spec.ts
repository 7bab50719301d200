import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';

/**
 * Issue 48: the 404 is rendered on the server. Its first HTML (a plain request, no script run) carries its text and
 * its own title in the language of the path, with status 404 and nothing that a shared cache could not keep.
 */
const cases = [
  { lang: 'en', title: 'Page not found', text: 'The page you are looking for does not exist or has moved.', paths: ['/en/this-page-does-not-exist', '/en/a/b/c', '/en/activity/999999'] },
  { lang: 'es', title: 'Página no encontrada', text: 'La página que buscas no existe o ha cambiado de lugar.', paths: ['/es/no-existe', '/es/ni/esto/tampoco', '/es/country/999999'] },
  { lang: 'en', title: 'Trip not found', text: 'The trip you&#x27;re looking for is not available at this time', paths: ['/en/travel/987654/any-slug'] },
  { lang: 'es', title: 'Viaje no encontrado', text: 'El viaje que buscas no está disponible en este momento', paths: ['/es/travel/987654/cualquiera'] },
] as const;

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

for (const { lang, title, text, paths } of cases) {
  for (const path of paths) {
    test(`${path}: the first HTML says "${title}" in its own title and text`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()['set-cookie']).toBeUndefined();
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(titleOf(html)).toMatch(new RegExp(`^${title}( \\| |$)`));
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`>${title}</h1>`);
      expect(html).toContain(text);
    });
  }
}

test('every unknown page of a language is the same response', async ({ request }) => {
  for (const { paths } of cases.slice(0, 2)) {
    const bodies = await Promise.all(paths.slice(0, 2).map(async (path) => (await request.get(path)).text()));
    expect(bodies[0]).toBe(bodies[1]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const [width, height] of [[390, 844], [1366, 900]] as const) {
    for (const [lang, path, title] of [['en', '/en/this-page-does-not-exist', 'Page not found'], ['es', '/es/no-existe', 'Página no encontrada']] as const) {
      test(`${path} at ${width} px shows its heading, text and way home`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle(new RegExp(`^${title}`));
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('main').getByRole('link')).toHaveAttribute('href', `/${lang}`);
        const dir = process.env.SHOTS_DIR;
        if (dir) {
          mkdirSync(dir, { recursive: true });
          await page.screenshot({ path: `${dir}/not-found-${lang}-${width}.png`, fullPage: true });
        }
      });
    }
  }
});
