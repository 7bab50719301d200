import { expect, test } from './support/test';
import { rawGet } from './support/raw-request';

const location = (value: string | undefined) => {
  const url = new URL(value ?? '', 'http://placeholder.invalid');
  return `${url.pathname}${url.search}`;
};

test.describe('redirects (status and Location)', () => {
  const cases: [path: string, cookie: string | null, status: number[], target: string][] = [
    ['/', null, [307, 308], '/en'],
    ['/fr', null, [307], '/en'],
    ['/de/contact?x=1', 'ES', [307], '/en'],
    ['/unknown/deep/path', null, [307], '/en'],
    ['/travel/1/annapurna-sanctuary-trek?ref=mail', 'ES', [307], '/es/travel/1/annapurna-sanctuary-trek?ref=mail'],
    ['/travel/1/annapurna-sanctuary-trek', null, [307], '/en/travel/1/annapurna-sanctuary-trek'],
    ['/travel/1/annapurna-sanctuary-trek', 'XX', [307], '/en/travel/1/annapurna-sanctuary-trek'],
    ['/country/1?a=b', 'EN', [307], '/en/country/1?a=b'],
    ['/activity/15', 'ES', [307], '/es/activity/15'],
    ['/actividades', 'EN', [307], '/en/activities'],
    ['/activities', 'ES', [307], '/es/actividades'],
    ['/destinos', 'ES', [307], '/es/destinos'],
    ['/destinations', null, [307], '/en/destinations'],
    ['/lugares?q=1', 'ES', [307], '/es/lugares?q=1'],
    ['/places', 'ES', [307], '/es/lugares'],
    ['/como-funciona', 'EN', [307], '/en/how-it-works'],
    ['/how-it-works', 'ES', [307], '/es/como-funciona'],
    ['/es/contact', null, [308], '/es/contacto'],
    ['/en/contacto', null, [308], '/en/contact'],
    ['/en/activity', null, [308], '/en/activities'],
    ['/es/country?x=1', null, [308], '/es/destinos?x=1'],
  ];
  for (const [path, cookie, statuses, target] of cases) {
    test(`${path}${cookie ? ` (app_language=${cookie})` : ''} -> ${target}`, async ({ request }) => {
      const response = await request.get(path, {
        maxRedirects: 0,
        headers: cookie ? { cookie: `app_language=${cookie}` } : {},
      });
      expect(statuses).toContain(response.status());
      expect(location(response.headers().location)).toBe(target);
    });
  }
});

// The book page's canonical is its trip page: search engines fold the booking step into it.
const canonicalOf = (path: string) => path.replace(/\/book$/, '');

const routes: [en: string, es: string][] = [
  ['', ''],
  ['/travel/1/annapurna-sanctuary-trek', '/travel/1/trekking-santuario-annapurna'],
  ['/travel/1/annapurna-sanctuary-trek/book', '/travel/1/trekking-santuario-annapurna/book'],
  ['/payment', '/payment'],
  ['/payment/gift-voucher', '/payment/gift-voucher'],
  ['/gift-vouchers', '/tarjetas-regalo'],
  ['/checkout', '/checkout'],
  ['/checkout/success', '/checkout/success'],
  ['/checkout/error', '/checkout/error'],
  ['/country/1', '/country/1'],
  ['/activity/15', '/activity/15'],
  ['/blog', '/blog'],
  ['/blog/1', '/blog/1'],
  ['/contact', '/contacto'],
  ['/courses', '/cursos'],
  ['/certifications', '/certificaciones'],
  ['/private-adventures', '/aventuras-privadas'],
  ['/privacy-policy', '/politica-privacidad'],
  ['/cookies-policy', '/politica-cookies'],
  ['/terms-and-conditions', '/terminos-condiciones'],
  ['/activities', '/actividades'],
  ['/destinations', '/destinos'],
  ['/random-trip', '/viaje-aleatorio'],
  ['/places', '/lugares'],
  ['/how-it-works', '/como-funciona'],
];

test.describe('every page exists in both languages, canonical and with its <html lang>', () => {
  for (const [en, es] of routes) {
    test(`/en${en} and /es${es}`, async ({ page }) => {
      for (const [lang, path] of [['en', en], ['es', es]] as const) {
        const response = await page.goto(`/${lang}${path}`);
        expect(response?.status(), `/${lang}${path}`).toBe(200);
        expect(new URL(page.url()).pathname).toBe(`/${lang}${path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}${canonicalOf(path)}$`));
      }
    });
  }

  test('the other alias serves the canonical page of the same language', async ({ page }) => {
    await page.goto('/es/contact');
    expect(new URL(page.url()).pathname).toBe('/es/contacto');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    await page.goto('/en/viaje-aleatorio');
    expect(new URL(page.url()).pathname).toBe('/en/random-trip');
  });
});

// An unknown trip id has its own 404 wording ("Trip not found"): tests/e2e/trip.spec.ts covers it.
test.describe('the localized 404', () => {
  for (const [lang, title, menu] of [['en', 'Page not found', 'Menu'], ['es', 'Página no encontrada', 'Menú']] as const) {
    for (const path of [`/${lang}/no-such-page`, `/${lang}/a/b/c`, `/${lang}/activity/999999`, `/${lang}/blog/abc`]) {
      test(`${path} is a 404 inside the frame`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('button', { name: menu })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      });
    }
  }
});

test.describe('no redirect leaves the site', () => {
  const vectors = [
    '//evil.example',
    '///evil.example',
    '////evil.example/',
    '/\\evil.example',
    '/\\/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%09/evil.example',
    '/%0D%0ALocation:%20http://evil.example',
    '/%252F%252Fevil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/en/..//evil.example',
    '/travel//evil.example/x',
    '/travel/%2F%2Fevil.example/x',
    '/country/%5C%5Cevil.example',
    '/http://evil.example',
    '/https:evil.example',
    '/en//evil.example',
    '/es/contact/..//evil.example',
    '/@evil.example',
    '/actividades?next=//evil.example',
  ];
  test.setTimeout(60_000);
  for (const vector of vectors) {
    test(`${JSON.stringify(vector)} stays on this origin`, async ({ baseURL }) => {
      const origin = new URL(baseURL ?? '').origin;
      let path = vector;
      for (let hop = 0; hop < 5; hop++) {
        const { status, location: next } = await rawGet(origin, path);
        expect(status, `${path} answered`).toBeGreaterThan(0);
        if (status < 300 || status >= 400 || !next) break;
        const target = new URL(next, `${origin}/`);
        expect(target.origin, `${path} -> ${next}`).toBe(origin);
        expect(next.startsWith('//') || next.startsWith('/\\')).toBe(false);
        path = `${target.pathname}${target.search}`;
      }
    });
  }
});
