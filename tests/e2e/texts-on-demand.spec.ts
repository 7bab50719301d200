import { readFileSync } from 'node:fs';
import type enMessages from '../../messages/en.json';
import { expect, test } from './support/test';

type Messages = typeof enMessages;
const en = JSON.parse(readFileSync('messages/en.json', 'utf8')) as Messages;
const es = JSON.parse(readFileSync('messages/es.json', 'utf8')) as Messages;

/**
 * Texts a part shows only later come with it, not with every page: the header's sign-in form fetches its messages when
 * the account dialog opens, the search results theirs with the first search (GET /api/texts/{lang}/{set}, kept ten minutes
 * by a browser and a shared cache). The pages' HTML no longer carries them, and the form still speaks the page's language.
 */
const languages = [
  { lang: 'en', messages: en, trip: '/en/travel/1/annapurna-sanctuary-trek' },
  { lang: 'es', messages: es, trip: '/es/travel/1/trekking-santuario-annapurna' },
] as const;

for (const { lang, messages, trip } of languages) {
  test(`${lang}: the sign-in form's texts arrive when the dialog opens, not with the page`, async ({ page, request }) => {
    const html = await (await request.get(trip)).text();
    // Texts only the form shows: not in the page's HTML nor in its data.
    for (const text of [messages.Auth.passwordHint, messages.Auth.forgotIntro, messages.Auth.codeHint]) expect(html).not.toContain(text);

    await page.goto(trip);
    const asked = page.waitForRequest((r) => r.url().endsWith(`/api/texts/${lang}/auth`));
    await page.getByTestId('account-button').click();
    await asked;
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(messages.Auth.email)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: messages.Auth.signIn, exact: true })).toBeVisible();
  });

  test(`${lang}: the texts route is the same for everyone and any cache may keep it`, async ({ request }) => {
    for (const set of ['auth', 'search']) {
      const response = await request.get(`/api/texts/${lang}/${set}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['set-cookie']).toBeUndefined();
      expect(response.headers()['cache-control']).toMatch(/public.*s-maxage=\d+/);
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(set === 'auth' ? ['Auth'] : expect.arrayContaining(['Search', 'Levels', 'Common', 'Favorites']));
    }
    expect((await request.get(`/api/texts/${lang}/everything`)).status()).toBe(404);
    expect((await request.get(`/api/texts/fr/auth`)).status()).toBe(404);
  });
}

test('a sign-in form whose texts could not be fetched says so and asks again on request', async ({ page }) => {
  let refuse = true;
  await page.route('**/api/texts/en/auth', (route) => (refuse ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
  await page.goto('/en/travel/1/annapurna-sanctuary-trek');
  await page.getByTestId('account-button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText(new RegExp(en.Auth.errors.generic.replace(/[.?]/g, '\\$&')));
  refuse = false;
  await dialog.getByRole('button', { name: en.Common.retry }).click();
  await expect(dialog.getByLabel(en.Auth.email)).toBeVisible();
});

test('search results whose texts could not be fetched show the search error, and its retry brings them', async ({ page }) => {
  let refuse = true;
  await page.route('**/api/texts/es/search', (route) => (refuse ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
  await page.goto('/es?q=nepal');
  await expect(page.getByTestId('search-error')).toContainText(es.Search.loadError);
  refuse = false;
  await page.getByTestId('search-error').getByRole('button', { name: es.Common.retry }).click();
  await expect(page.getByTestId('search-count')).toBeVisible();
  await expect(page.getByTestId('search-error')).toHaveCount(0);
});
