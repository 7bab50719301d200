import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { startBackendSwitch, type BackendMode, type BackendSwitch } from './support/backend-switch';
import { dismissConsent, waitLikeAPerson } from './support/forms';
import { startPrivateServer, type PrivateServer } from './support/private-server';
import { OUTAGE_HOLD_MS } from '@/lib/data/outage';
import { RETRY } from '@/lib/data/retry';

/**
 * With the backend stopped (connections refused) and hanging (connections accepted, never read nor answered), every
 * page and route handler that reads the backend at request time answers within the SPEC's retry budget with the
 * SPEC's text in its language, never a bare 5xx and never a hang; and all of them work again once the backend is back.
 * A production server of its own reaches the backend only through a switch (SUPABASE_SERVER_URL), so no other test
 * sees the outage.
 */
type Lang = 'en' | 'es';
const LANGS: Lang[] = ['en', 'es'];
type Messages = Record<string, Record<string, unknown>>;
const messages: Record<Lang, Messages> = {
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')) as Messages,
  es: JSON.parse(readFileSync('messages/es.json', 'utf8')) as Messages,
};
const text = (lang: Lang, namespace: string, key: string) => String(messages[lang][namespace]?.[key]);
const contactForm = (lang: Lang) => messages[lang].Contact?.form as Record<'submit' | 'name' | 'email' | 'message' | 'error', string>;

// The budget covers the retries; the render and the way through the server and the test's own client get 1.5 s more.
const ANSWER_WITHIN_MS = RETRY.budgetMs + 1500;
const REFERENCE = 'BK-ZZ9ZZ9';
const KEY = 'f'.repeat(64);

interface Answer {
  path: string;
  status: number;
  body: string;
  ms: number;
}

async function timed(base: string, path: string): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(60_000) });
  const body = await response.text();
  return { path, status: response.status, body, ms: Date.now() - started };
}

/** A JSON body, or null for anything else (an HTML error page where JSON was due fails the test, not the parse). */
function json(body: string): Record<string, unknown> | null {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether an HTML page shows a text (as an element's text, not inside the messages its scripts carry). */
const shows = (html: string, value: string) => html.includes(`>${value}<`);

/** The texts a failing page may answer with in a language (the SPEC's error texts). */
const errorTexts = (lang: Lang) => [text(lang, 'Common', 'errorLoadingPage'), text(lang, 'Errors', 'tripsLoad'), text(lang, 'Errors', 'generic')];

let backend: BackendSwitch;
let server: PrivateServer;
let bookPaths: Record<Lang, string>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const backendUrl = process.env.NEXT_PUBLIC_SUPABASE_URL;
  if (!backendUrl) throw new Error('NEXT_PUBLIC_SUPABASE_URL must be set (npm run test:e2e sets it).');
  backend = await startBackendSwitch(backendUrl);
  server = await startPrivateServer('.next-e2e-outage', { SUPABASE_SERVER_URL: backend.url });
  // A published trip of each language, from the sitemap the build prerendered.
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const trip = (lang: Lang) => sitemap.match(new RegExp(`<loc>[^<]*?(/${lang}/travel/\\d+/[^<]+?)</loc>`))?.[1];
  bookPaths = { en: `${trip('en')}/book`, es: `${trip('es')}/book` };
  for (const lang of LANGS) expect(bookPaths[lang]).toMatch(new RegExp(`^/${lang}/travel/\\d+/[^/]+/book$`));
});

test.afterAll(async () => {
  server?.stop();
  await backend?.close();
});

/** Every backend-reading address in both languages, asked at once, as many visitors would. */
async function probeAll(run: string) {
  const probes = LANGS.flatMap((lang) => [
    { lang, kind: 'search', path: `/api/search?lang=${lang}&q=outage-${run}-${lang}` },
    { lang, kind: 'random', path: `/api/trips/random?lang=${lang}` },
    { lang, kind: 'success', path: `/${lang}/checkout/success?booking=${REFERENCE}&key=${KEY}` },
    { lang, kind: 'book', path: bookPaths[lang] },
    { lang, kind: 'reviews', path: `/api/trips/${bookPaths[lang].split('/')[3]}/reviews/1` },
  ] as const);
  return Promise.all(probes.map(async (probe) => ({ ...probe, answer: await timed(server.url, probe.path) })));
}

/** The probes once every one answers 200 again, asked each second for at most the hold, a budget and a margin. */
async function untilBack(run: string) {
  const until = Date.now() + OUTAGE_HOLD_MS + RETRY.budgetMs + 5000;
  for (let round = 0; ; round++) {
    const answers = await probeAll(`${run}-${round}`);
    if (answers.every(({ answer }) => answer.status === 200) || Date.now() > until) return answers;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Sends the contact form as a person does and waits for its outcome, timed from the click. */
async function sendContact(browser: Browser, lang: Lang): Promise<{ lang: Lang; outcome: string; ms: number }> {
  const labels = contactForm(lang);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/${lang}/${lang === 'en' ? 'contact' : 'contacto'}`);
  // A first visit to this server's origin: the cookie banner is answered as a person would.
  await dismissConsent(page, lang);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: labels.submit }) });
  await form.getByLabel(labels.name, { exact: true }).fill('Ana Outage');
  await form.getByLabel(labels.email, { exact: true }).fill(`outage-${Date.now()}@example.test`);
  await form.getByLabel(labels.message, { exact: true }).fill('Is the October departure still on?');
  await form.locator('#contact-accept').check();
  await waitLikeAPerson(page);
  const started = Date.now();
  await form.getByRole('button', { name: labels.submit }).click();
  const status = form.getByRole('status').filter({ hasText: /\S/ });
  await status.waitFor({ timeout: 30_000 });
  const outcome = (await status.innerText()).trim();
  const ms = Date.now() - started;
  await context.close();
  return { lang, outcome, ms };
}

for (const mode of ['down', 'hang'] as const satisfies BackendMode[]) {
  test(`backend ${mode === 'down' ? 'stopped' : 'hanging'}: every page and route handler answers within the budget with its text, in both languages`, async ({ browser }) => {
    test.setTimeout(180_000);
    await backend.set(mode);
    try {
      const results = await probeAll(`${mode}-${Date.now()}`);
      for (const { lang, kind, answer } of results) {
        console.log(`[outage] backend ${mode}: ${answer.path} -> ${answer.status} in ${answer.ms} ms`);
        expect.soft(answer.ms, `${answer.path} answered in ${answer.ms} ms`).toBeLessThan(ANSWER_WITHIN_MS);
        if (kind === 'search') {
          expect.soft(answer.status).toBe(502);
          expect.soft(json(answer.body)).toEqual({ error: text(lang, 'Errors', 'tripsLoad') });
        } else if (kind === 'random') {
          expect.soft(answer.status).toBe(503);
          expect.soft(json(answer.body)).toEqual({ error: text(lang, 'Errors', 'tripsLoad') });
        } else if (kind === 'success') {
          // A traveller who has just paid reads that the confirmation is on its way, not an error.
          expect.soft(answer.status).toBe(200);
          expect.soft(answer.body).toContain(text(lang, 'CheckoutSuccess', 'unreachable'));
        } else if (kind === 'reviews') {
          // From the data cache when the trip's review counts were read before the outage; otherwise unknown, not
          // missing: a 404 would tell a shared cache the trip has no reviews.
          const body = json(answer.body);
          if (answer.status === 200) expect.soft(Array.isArray(body?.reviews)).toBe(true);
          else expect.soft({ status: answer.status, error: body?.error }).toEqual({ status: 503, error: expect.stringMatching(/\S/) });
        } else if (answer.status >= 500) {
          // React renders a page's error boundary in the browser (the server's 500 carries the page's scripts, which
          // show it): the visitor reads one of the SPEC's texts.
          const page = await browser.newPage();
          await page.goto(`${server.url}${answer.path}`);
          const shown = page.getByRole('alert').filter({ hasText: new RegExp(errorTexts(lang).map(escapeRegExp).join('|')) });
          await expect.soft(shown, `${answer.path} answered ${answer.status} without a text`).toBeVisible({ timeout: ANSWER_WITHIN_MS });
          await page.close();
        } else {
          // A page is never "not found" only because the backend is: the trip exists.
          expect.soft(answer.status, answer.path).not.toBe(404);
        }
      }
      for (const { lang, outcome, ms } of await Promise.all(LANGS.map((lang) => sendContact(browser, lang)))) {
        console.log(`[outage] backend ${mode}: contact form (${lang}) -> "${outcome}" in ${ms} ms`);
        expect(outcome).toBe(contactForm(lang).error);
        expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
      }
    } finally {
      await backend.set('up');
    }

    // Back: the same addresses answer from the backend again, once the server's memory of the outage has lapsed.
    const back = await untilBack(`${mode}-back`);
    for (const { lang, kind, answer } of back) {
      expect(answer.status, answer.path).toBe(200);
      if (kind === 'search') expect(Array.isArray(json(answer.body)?.results)).toBe(true);
      if (kind === 'random') expect(json(answer.body)?.trip).toEqual(expect.objectContaining({ id: expect.any(Number) }));
      if (kind === 'success') expect(answer.body).toContain(text(lang, 'Checkout', 'bookingNotFound'));
      if (kind === 'book') expect(shows(answer.body, text(lang, 'Common', 'errorLoadingPage'))).toBe(false);
      // The trip has departures: a page rendered during the outage saying it has none must not have been kept.
      if (kind === 'book') expect(shows(answer.body, text(lang, 'Booking', 'none'))).toBe(false);
      if (kind === 'reviews') expect(Array.isArray(json(answer.body)?.reviews)).toBe(true);
    }
  });
}
