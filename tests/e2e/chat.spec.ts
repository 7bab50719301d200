import { expect, test, type Page, type Route } from './support/test';

/** The chat widget mounted in the layout, on /en, /es and a trip page, against the local backend's function. */
const FUNCTION = '**/functions/v1/chat-assistant';
const T = {
  en: { open: 'Open chat', close: 'Close chat', send: 'Send', you: 'You', details: 'View details', from: 'From', error: 'Error sending message: ', empty: 'No response' },
  es: { open: 'Abrir chat', close: 'Cerrar chat', send: 'Enviar', you: 'Tú', details: 'Ver detalles', from: 'Desde', error: 'Error al enviar mensaje: ', empty: 'Sin respuesta' },
};

const sse = (events: [string, unknown][]) => events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');

async function openChat(page: Page, lang: 'en' | 'es') {
  await page.getByRole('button', { name: T[lang].open }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function aTripPath(lang: 'en' | 'es'): Promise<string> {
  const url = `${process.env.NEXT_PUBLIC_SUPABASE_URL}/rest/v1/trip_cards?select=id,slug&lang=eq.${lang}&order=id.asc&limit=1`;
  const response = await fetch(url, { headers: { apikey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '' } });
  const [trip] = (await response.json()) as { id: number; slug: string }[];
  return `/${lang}/travel/${trip?.id}/${trip?.slug}`;
}

test('closed it is a round button; the panel loads only when opened, at most 400 x 600, and Escape closes it', async ({ page }) => {
  await page.goto('/en');
  const button = page.getByRole('button', { name: T.en.open });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box && Math.abs(box.width - box.height)).toBeLessThan(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const dialog = await openChat(page, 'en');
  const size = await dialog.boundingBox();
  expect(size?.width).toBeLessThanOrEqual(400);
  expect(size?.height).toBeLessThanOrEqual(600);
  await expect(dialog.getByRole('textbox')).toBeFocused();
  await expect(dialog.getByRole('log')).toHaveAttribute('aria-live', 'polite');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: T.en.open })).toBeFocused();
});

test('openChat=true opens the chat and is removed from the address without a new history entry', async ({ page }) => {
  await page.goto('/en?ref=mail&openChat=true#top');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/en\?ref=mail#top$/);
  const entries = await page.evaluate(() => window.history.length);
  await page.goto('/en');
  await page.goBack();
  await expect(page).toHaveURL(/\/en\?ref=mail#top$/);
  expect(entries).toBeLessThanOrEqual(2);
});

test('Enter sends, Shift+Enter makes a new line, blank text cannot be sent, and the reply streams in with links, bold and prices', async ({ page }) => {
  await page.goto('/en');
  const dialog = await openChat(page, 'en');
  const input = dialog.getByRole('textbox');
  const send = dialog.getByRole('button', { name: T.en.send });
  await expect(send).toBeDisabled();
  await input.fill('   \n  ');
  await expect(send).toBeDisabled();
  await input.press('Enter');
  await expect(dialog.getByTestId('chat-user-message')).toHaveCount(0);

  await input.fill('Sailing');
  await input.press('Shift+Enter');
  await input.pressSequentially('in Greece');
  await expect(input).toHaveValue('Sailing\nin Greece');
  await expect(dialog.getByTestId('chat-user-message')).toHaveCount(0);

  // Hold the answer back until the pending state has been seen (a fixed delay can run out on a busy machine).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(FUNCTION, async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await input.press('Enter');
  await expect(dialog.getByTestId('chat-user-message')).toHaveText('Sailing\nin Greece');
  await expect(dialog.getByText(T.en.you, { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('chat-typing')).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(send).toBeDisabled();
  release();

  const reply = dialog.getByTestId('chat-assistant-message');
  await expect(reply).toContainText('I found');
  await expect(dialog.getByTestId('chat-typing')).toHaveCount(0);
  await expect(input).toBeEnabled();
  await expect(input).toHaveValue('');
  const link = reply.getByRole('link', { name: T.en.details }).first();
  await expect(link).toHaveAttribute('href', /^\/en\/travel\/\d+\/[a-z0-9-]+$/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // The reply opens with the bold count ("I found **2** trips"), then the bold trip titles.
  await expect(reply.locator('strong').filter({ hasText: 'Cyclades' }).first()).toBeVisible();
  await expect(reply.locator('mark').first()).toHaveText(/^From [\d,]+ €$/);
});

test('the thread id of the first reply is sent with the next messages', async ({ page }) => {
  const bodies: { threadId: string | null; language: string }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/chat-assistant') && request.method() === 'POST') bodies.push(request.postDataJSON());
  });
  await page.goto('/es');
  const dialog = await openChat(page, 'es');
  const input = dialog.getByRole('textbox');
  await input.fill('Vela en Grecia');
  await input.press('Enter');
  await expect(dialog.getByTestId('chat-assistant-message')).toContainText('He encontrado');
  await expect(input).toBeEnabled();
  await input.fill('hola');
  await input.press('Enter');
  await expect(dialog.getByTestId('chat-assistant-message')).toHaveCount(2);
  await expect(dialog.getByTestId('chat-assistant-message').nth(1)).toContainText('¡Hola!');
  expect(bodies).toHaveLength(2);
  expect(bodies[0]).toMatchObject({ threadId: null, language: 'es' });
  expect(bodies[1]?.threadId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(dialog.getByText(T.es.you, { exact: true }).first()).toBeVisible();
  await expect(dialog.getByRole('link', { name: T.es.details }).first()).toBeVisible();
  await expect(dialog.locator('mark').first()).toHaveText(/^Desde [\d.]+ €$/);
});

test('every chat opens with its welcome in the page\'s language, never a message key', async ({ page }) => {
  const welcome = { en: /^Hi! I'm the .+ assistant\./, es: /^¡Hola! Soy el asistente de .+\./ };
  for (const lang of ['en', 'es'] as const) {
    await page.goto(`/${lang}`);
    const dialog = await openChat(page, lang);
    const text = dialog.locator('[data-role="welcome"] > div');
    await expect(text).toHaveText(welcome[lang]);
    await expect(text).not.toContainText('Chat.');
  }
});

/**
 * Asked on a trip's page, the assistant gives that trip's deposit rule and balance in the very sentences of the
 * page's terms section (issue 46): three trips whose terms differ, in both languages.
 */
const TERMS_QUESTION = { en: 'What deposit do I need, and when is the balance due?', es: '¿Qué depósito necesito y cuándo se paga el resto?' };
for (const lang of ['en', 'es'] as const) {
  test(`on a trip page the deposit and balance answer is the page's own (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const trips = await (await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/rest/v1/trip_booking_terms?select=trip_id,deposit_percent,deposit_min_days,balance_due_days&lang=eq.${lang}&trip_id=in.(3,11,33)&order=trip_id`, {
      headers: { apikey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '' },
    })).json() as { trip_id: number; deposit_percent: number; deposit_min_days: number; balance_due_days: number }[];
    expect(new Set(trips.map((t) => `${t.deposit_percent}/${t.deposit_min_days}/${t.balance_due_days}`)).size).toBe(3);
    const bodies: { tripId?: number }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/chat-assistant') && request.method() === 'POST') bodies.push(request.postDataJSON());
    });
    for (const { trip_id: id } of trips) {
      const slug = await (await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/rest/v1/trip_cards?select=slug&id=eq.${id}&lang=eq.${lang}`, {
        headers: { apikey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '' },
      })).json() as { slug: string }[];
      await page.goto(`/${lang}/travel/${id}/${slug[0]?.slug}`);
      const said = await page.locator('#terms ul li').allInnerTexts();
      expect(said.length).toBeGreaterThanOrEqual(2);
      const dialog = await openChat(page, lang);
      await dialog.getByRole('textbox').fill(TERMS_QUESTION[lang]);
      await dialog.getByRole('textbox').press('Enter');
      const reply = dialog.getByTestId('chat-assistant-message');
      // The deposit rule and the balance: the terms list's first two lines (the third is "prices are per person").
      for (const line of said.slice(0, 2)) await expect(reply).toContainText(line);
      expect(bodies.at(-1)?.tripId).toBe(id);
    }
  });
}

test('an empty reply shows "Sin respuesta"', async ({ page }) => {
  await page.route(FUNCTION, (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: sse([['thread', { threadId: 'b3c1f3a4-0000-4000-8000-000000000001' }], ['done', { response: '', threadId: 'b3c1f3a4-0000-4000-8000-000000000001' }]]) }),
  );
  await page.goto('/es');
  const dialog = await openChat(page, 'es');
  await dialog.getByRole('textbox').fill('¿?');
  await dialog.getByRole('textbox').press('Enter');
  await expect(dialog.getByTestId('chat-assistant-message')).toHaveText(T.es.empty);
});

test('a failed answer removes the placeholder, re-enables input and shows the error toast', async ({ page }) => {
  await page.route(FUNCTION, (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { message: 'Backend down' } }) }));
  await page.goto('/en');
  const dialog = await openChat(page, 'en');
  const input = dialog.getByRole('textbox');
  await input.fill('Ski in Norway');
  await input.press('Enter');
  await expect(page.getByText(`${T.en.error}Backend down`)).toBeVisible();
  await expect(dialog.getByTestId('chat-assistant-message')).toHaveCount(0);
  await expect(dialog.getByTestId('chat-user-message')).toHaveCount(1);
  await expect(input).toBeEnabled();
  await expect(input).toHaveValue('Ski in Norway');
});

test('a network failure shows the default message in Spanish', async ({ page }) => {
  await page.route(FUNCTION, (route: Route) => route.abort('connectionrefused'));
  await page.goto('/es');
  const dialog = await openChat(page, 'es');
  await dialog.getByRole('textbox').fill('Hola');
  await dialog.getByRole('textbox').press('Enter');
  await expect(page.getByText(`${T.es.error}Error en la conversación`)).toBeVisible();
  await expect(dialog.getByTestId('chat-assistant-message')).toHaveCount(0);
  await expect(dialog.getByRole('textbox')).toBeEnabled();
});

test('hostile text from the server becomes plain text and safe links only', async ({ page }) => {
  const hostile = '<img src=x onerror="window.__x=1">**Bold** 【1†src】 [x](javascript:window.__x=1) ![i](https://e.example/i.png) /en/travel/1/a';
  await page.route(FUNCTION, (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ response: hostile, threadId: null }) }));
  await page.goto('/en');
  const dialog = await openChat(page, 'en');
  await dialog.getByRole('textbox').fill('test');
  await dialog.getByRole('textbox').press('Enter');
  const reply = dialog.getByTestId('chat-assistant-message');
  await expect(reply.locator('strong')).toHaveText('Bold');
  await expect(reply.locator('img, script')).toHaveCount(0);
  await expect(reply).not.toContainText('【');
  await expect(reply.getByRole('link')).toHaveCount(1);
  await expect(reply.getByRole('link')).toHaveAttribute('href', '/en/travel/1/a');
  expect(await page.evaluate(() => (window as { __x?: number }).__x)).toBeUndefined();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the widget moves up by the fixed bottom bar while it is visible (trip page)', async ({ page }) => {
    await page.goto(await aTripPath('en'));
    const widget = page.getByTestId('chat-widget');
    // The trip page's booking bar; added here with the same marker when the page has none yet.
    if ((await page.locator('[data-fixed-bottom-bar]').count()) === 0) {
      await page.evaluate(() => {
        const bar = document.createElement('div');
        bar.setAttribute('data-fixed-bottom-bar', '');
        bar.style.cssText = 'position:fixed;left:0;right:0;bottom:0;height:72px;background:#eee';
        document.body.append(bar);
      });
    }
    const bar = page.locator('[data-fixed-bottom-bar]').first();
    await expect(bar).toBeVisible();
    const barTop = (await bar.boundingBox())?.y ?? 0;
    const button = page.getByRole('button', { name: T.en.open });
    await expect.poll(async () => { const b = await button.boundingBox(); return b ? b.y + b.height : 9999; }).toBeLessThanOrEqual(barTop);

    const dialog = await openChat(page, 'en');
    expect(((await dialog.boundingBox())?.width ?? 999)).toBeLessThanOrEqual(390);

    // A bar that is not shown holds nothing up: the widget is back 16 px above the bottom edge.
    await bar.evaluate((element) => ((element as HTMLElement).style.display = 'none'));
    await expect.poll(async () => { const b = await widget.boundingBox(); return b ? Math.round(844 - (b.y + b.height)) : -1; }).toBe(16);
  });
});

test('no offset on a wide screen even with a bottom bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(await aTripPath('es'));
  await page.evaluate(() => {
    const bar = document.createElement('div');
    bar.setAttribute('data-fixed-bottom-bar', '');
    bar.style.cssText = 'position:fixed;left:0;right:0;bottom:0;height:72px';
    document.body.append(bar);
  });
  // Had it moved up, it would stand above the bar (72 px); it stays 16 px above the bottom edge, with no transition.
  await page.waitForTimeout(300);
  const box = await page.getByTestId('chat-widget').boundingBox();
  expect(box && Math.round(800 - (box.y + box.height))).toBe(16);
});
