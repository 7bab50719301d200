import { reviewFigures } from './support/reviews';
import { smallTapTargets } from './support/tap-targets';
import { expect, test } from './support/test';

test('the header is sticky, and the logo goes home dropping the search query', async ({ page }) => {
  await page.goto('/en?q=everest&price=500-1000');
  const header = page.getByRole('banner');
  await page.mouse.wheel(0, 2000);
  await expect(header).toBeInViewport();
  await page.getByRole('link', { name: /Home$/ }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('every navigation scrolls to the top and scroll restoration is manual', async ({ page }) => {
  await page.goto('/en');
  await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/en\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.goBack();
  await expect(page).toHaveURL(/\/en$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a visitor who scrolls before the scripts arrive stays where they scrolled once the page hydrates', async ({ page }) => {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/en', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.body !== null && document.body.scrollHeight > 2 * window.innerHeight);
  await page.evaluate(() => window.scrollTo(0, 600));
  release();
  await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual');
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
});

test.describe('side menu', () => {
  test('opens from the left, expands sections, traps focus, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/en');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.x).toBe(0);

    const activities = dialog.getByRole('button', { name: 'Activities' });
    await expect(activities).toHaveAttribute('aria-expanded', 'false');
    // A closed section's links are not in the page at all, not merely hidden: every page would lay them out and hydrate them.
    await expect(dialog.locator('#menu-activities a, #menu-destinations a')).toHaveCount(0);
    await activities.focus();
    await page.keyboard.press('Enter');
    await expect(activities).toHaveAttribute('aria-expanded', 'true');
    const list = dialog.locator('#menu-activities');
    const entries = list.getByRole('link');
    const count = await entries.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(8);
    await expect(entries.first()).toContainText(/\d+ trips?/);
    await expect(entries.last()).toHaveText('View more');
    await expect(entries.last()).toHaveAttribute('href', '/en/activities');

    await dialog.getByRole('button', { name: 'Destinations' }).click();
    await expect(dialog.locator('#menu-destinations').getByRole('link').last()).toHaveAttribute('href', '/en/destinations');

    // No quiz site is configured (NEXT_PUBLIC_QUIZ_URL_*), so no link to one; nor a course site, so "Online Courses"
    // opens the shop's own library in the same tab.
    await expect(dialog.getByRole('link', { name: /Your Level/ })).toHaveCount(0);
    const courses = dialog.getByRole('link', { name: 'Online Courses' });
    await expect(courses).toHaveAttribute('href', '/en/courses');
    await expect(courses).not.toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/en/contact');
    await expect(dialog.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/en/blog');
    await expect(dialog.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await expect(dialog.getByRole('group', { name: 'Language' }).getByRole('button')).toHaveText([/English/, /Español/]);

    for (let i = 0; i < 40; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('is in Spanish under /es with Spanish links', async ({ page }) => {
    await page.goto('/es');
    await page.getByRole('button', { name: 'Menú' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menú' });
    await dialog.getByRole('button', { name: 'Actividades' }).click();
    await expect(dialog.locator('#menu-activities').getByRole('link').last()).toHaveText('Ver más');
    await expect(dialog.getByRole('link', { name: /Tu Nivel/ })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Cursos Online' })).toHaveAttribute('href', '/es/cursos');
    await dialog.getByRole('link', { name: 'Contacto' }).click();
    await expect(page).toHaveURL(/\/es\/contacto$/);
    await expect(dialog).toBeHidden();
  });
});

const footers = {
  en: {
    support: 'With the support of', quick: ['Activities', 'Destinations', 'Blog', 'Inspiring places', 'Online courses', 'Private adventures'],
    shortcuts: ['Hiking', 'Ski', 'Mountaineering', 'Sailing', 'Tourism', 'Trail'], legal: ['Privacy policy', 'Cookies policy', 'Terms and conditions'],
    paths: ['/en/privacy-policy', '/en/cookies-policy', '/en/terms-and-conditions'], cert: '/en/certifications', iso: 'iso-en.png',
  },
  es: {
    support: 'Con la ayuda de', quick: ['Actividades', 'Destinos', 'Blog', 'Lugares que inspiran', 'Cursos online', 'Aventuras privadas'],
    shortcuts: ['Senderismo', 'Esquí', 'Alpinismo', 'Vela', 'Turismo', 'Trail'], legal: ['Política de privacidad', 'Política de cookies', 'Términos y condiciones'],
    paths: ['/es/politica-privacidad', '/es/politica-cookies', '/es/terminos-condiciones'], cert: '/es/certificaciones', iso: 'iso-es.png',
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  test(`footer contents in ${lang}`, async ({ page }) => {
    const f = footers[lang];
    await page.goto(`/${lang}`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: f.support })).toBeVisible();
    // Without a review page configured (NEXT_PUBLIC_REVIEW_PROFILE_URL) the figures are text, not a link to nowhere.
    // The figures are the shop's published verified reviews, counted by the database (read again with the page when
    // the reviews spec publishes one meanwhile).
    let figures = '';
    await expect(async () => {
      figures = await reviewFigures(lang);
      await page.reload();
      await expect(footer.getByText(figures)).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(footer.getByRole('link', { name: figures })).toHaveCount(0);
    await footer.locator('.sponsor-carousel-frame').scrollIntoViewIfNeeded();
    await expect(footer.locator('.sponsor-carousel img').first()).toHaveAttribute('src', /\/storage\/v1\/object\/public\//);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /^\+/ })).toHaveAttribute('href', /^tel:\+\d+$/);
    for (const social of ['Facebook', 'Instagram', 'YouTube', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name: new RegExp(`^${social}`) })).toHaveAttribute('target', '_blank');
    }
    const iso = footer.getByRole('link').filter({ has: page.locator(`img[src$="${f.iso}"]`) });
    await expect(iso).toHaveAttribute('href', f.cert);
    for (const name of f.quick) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    const ids = [15, 17, 16, 19, 20, 21];
    for (const [i, name] of f.shortcuts.entries()) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/${lang}/activity/${ids[i]}`);
    }
    for (const [i, name] of f.legal.entries()) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', f.paths[i] ?? '');
    }
    expect(await footer.locator('ul img').count()).toBeGreaterThanOrEqual(8);
    // The year the page was rendered, never a year typed into the catalogue.
    await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
  });
}

test('the account button opens the sign-in / sign-up form, which reports the backend answers', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('button', { name: 'Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill('nobody@example.com');
  await dialog.getByLabel('Password').fill('wrong-password-1');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
  await dialog.getByRole('button', { name: 'No account yet? Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign up' });
  await signUp.getByLabel('Email').fill(`frame-${Date.now()}@example.com`);
  await signUp.getByLabel('Password').fill('a-good-password-42');
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await expect(signUp.getByRole('alert')).toHaveText('Check your email to confirm your account');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Account' })).toBeFocused();
});

/**
 * supabase-js (about 70 KB gzip) is for visitors with a session: on public pages a visitor without one never loads
 * it, whatever personal leaves the page has (the header's account entry, favorites, a course page's "you own this").
 */
for (const path of ['/en', '/en/travel/1/annapurna-sanctuary-trek', '/en/courses', '/en/courses/15/sailing-manoeuvres', '/es/contacto']) {
  test(`a visitor without a session loads no supabase-js on ${path}`, async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes('GoTrueClient')).length).toBe(0);
  });
}

/**
 * sonner (the toasts) is in no page's first load: the first toast raised loads it and mounts the toaster, and that
 * toast still shows.
 */
test('the toaster loads with the first toast, which still shows', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/en/travel/1/annapurna-sanctuary-trek');
  await page.waitForLoadState('networkidle');
  const loadedSonner = async () => (await Promise.all(scripts)).filter((body) => body.includes('data-sonner-toaster')).length;
  expect(await loadedSonner()).toBe(0);
  await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(0);

  const heart = page.getByRole('main').getByTestId('favorite-button').first();
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(page.getByText('Saved to favorites!')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(1);
  expect(await loadedSonner()).toBeGreaterThan(0);
  await heart.click();
  await expect(page.getByText('Removed from favorites')).toBeVisible();
});

/**
 * What floats over the bottom of the window: the chat button on every page and, on a phone's trip page, the booking
 * bar. At the end of a page, the footer's words and links must all be clear of them (read glyph by glyph through a
 * Range, so the empty end of a wide paragraph does not count).
 */
const endOfPage = [
  ['home', '/en', 390, 844],
  ['a trip page', '/en/travel/1/annapurna-sanctuary-trek', 390, 844],
  ['a Spanish trip page', '/es/travel/1/trekking-santuario-annapurna', 390, 844],
  ['the checkout', '/es/checkout', 390, 844],
  ['a trip page on a small desktop', '/en/travel/1/annapurna-sanctuary-trek', 1024, 768],
] as const;

for (const [label, path, width, height] of endOfPage) {
  test(`at the end of ${label} at ${width} px, nothing of the footer lies under the chat button or the booking bar`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(path);
    const bar = page.locator('[data-fixed-bottom-bar]');
    // On a phone's trip page the chat button has moved up above the booking bar before anything is measured.
    if (path.includes('/travel/') && width < 768) {
      await expect(bar).toBeVisible();
      const chatButton = page.locator('[data-testid="chat-widget"] > button');
      await expect.poll(async () => (await chatButton.boundingBox())!.y + (await chatButton.boundingBox())!.height <= (await bar.boundingBox())!.y).toBe(true);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    const covered = await page.evaluate(() => {
      const floating = [document.querySelector('[data-testid="chat-widget"] > button'), document.querySelector('[data-fixed-bottom-bar]')]
        .filter((element): element is Element => element !== null)
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0 && box.top < window.innerHeight);
      const footer = document.querySelector('footer');
      if (!footer || floating.length === 0) return ['(no footer or nothing floating)'];
      const found: string[] = [];
      const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const hit = [...range.getClientRects()].some((glyphs) =>
          floating.some((box) => glyphs.left < box.right && glyphs.right > box.left && glyphs.top < box.bottom && glyphs.bottom > box.top),
        );
        if (hit) found.push(node.textContent.trim());
      }
      return found;
    });
    expect(covered).toEqual([]);
  });
}

/** On a phone every control can be hit with a finger (support/tap-targets.ts says what that means). */
test.describe('tap targets on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const pages = [
    '/en', '/es?q=esqui', '/en/travel/3/everest-base-camp-trek', '/es/travel/3/trekking-campo-base-everest',
    '/en/travel/1/annapurna-sanctuary-trek/book', '/es/checkout', '/en/contact', '/es/activity/15', '/en/random-trip',
    '/es/aventuras-privadas',
  ];
  for (const path of pages) {
    test(`every link, button and field of ${path} is big enough to tap`, async ({ page }) => {
      await page.goto(path);
      expect(await smallTapTargets(page)).toEqual([]);
    });
  }
});
