import { expect, test, type Locator, type Page } from './support/test';
import { confirmedAccount, newAddress } from './support/accounts';
import { BookingJourney, departureFor } from './support/booking-journey';
import { ownDeparture, serviceHeaders } from './support/own-departure';
import { rest } from './support/rest';

test.setTimeout(120_000);

const words = {
  en: {
    openChat: 'Open chat', menu: 'Menu', courses: 'Online Courses', level: 'Your Level', reviews: 'Read our reviews',
    placesNote: 'The places left shown here may have changed since this page was last updated',
    spotsLeft: (n: number) => (n === 1 ? '1 spot left' : `${n} spots left`),
    getPlan: /^Get /, signInFirst: 'Please sign in first.', signIn: 'Sign in', email: 'Email', password: 'Password', coursesPath: '/en/courses',
  },
  es: {
    openChat: 'Abrir chat', menu: 'Menú', courses: 'Cursos Online', level: 'Tu Nivel', reviews: 'Lee nuestras opiniones',
    placesNote: 'Las plazas que quedan según esta página pueden haber cambiado',
    spotsLeft: (n: number) => (n === 1 ? 'Queda 1 plaza' : `Quedan ${n} plazas`),
    getPlan: /^Elegir /, signInFirst: 'Inicia sesión primero.', signIn: 'Iniciar sesión', email: 'Correo electrónico', password: 'Contraseña', coursesPath: '/es/cursos',
  },
} as const;

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  return x !== null && y !== null && x.x < y.x + y.width && x.x + x.width > y.x && x.y < y.y + y.height && x.y + x.height > y.y;
};

/** The chat button is out of the way of `field` while it has the focus: hidden, or at least not over it. */
async function expectClearOf(page: Page, field: Locator, openChat: string): Promise<void> {
  const chat = page.getByRole('button', { name: openChat });
  await field.tap();
  await expect(field).toBeFocused();
  await expect(chat).toBeHidden();
  expect(await chat.isVisible() && (await overlaps(chat, field))).toBe(false);
}

for (const lang of ['en', 'es'] as const) {
  const w = words[lang];
  test.describe(`a traveller's rough edges in ${lang}`, () => {
    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

      test('the chat button steps aside from a focused field at checkout and on the trip page, and stays above the bottom bar', async ({ page }) => {
        const journey = new BookingJourney(page, lang);
        const { departureId, tripPath } = await departureFor({ deposit: false, slot: 40 + (lang === 'en' ? 0 : 1) });
        const path = await tripPath(lang);

        // The trip page: its booking bar holds the bottom edge and its inquiry form has fields.
        await page.goto(path);
        const bar = page.locator('[data-fixed-bottom-bar]');
        const chat = page.getByRole('button', { name: w.openChat });
        await expect.poll(async () => (await chat.boundingBox())!.y + (await chat.boundingBox())!.height <= (await bar.boundingBox())!.y).toBe(true);
        const inquiry = page.locator('#inquiry');
        await inquiry.scrollIntoViewIfNeeded();
        const message = inquiry.getByLabel(lang === 'en' ? 'Message' : 'Mensaje');
        await expect(message).toBeEditable();
        await expectClearOf(page, message, w.openChat);
        // Leaving the field brings the button back, above the bar.
        await message.blur();
        await expect(chat).toBeVisible();
        expect(await overlaps(chat, bar)).toBe(false);

        // Checkout: the e-mail field, at the right edge where the button floats.
        await journey.pickDeparture(path, departureId, 1);
        await expectClearOf(page, page.locator('#billing-email'), w.openChat);
        await expectClearOf(page, page.locator('#billing-phone'), w.openChat);
        await page.locator('#billing-phone').blur();
        await expect(page.getByRole('button', { name: w.openChat })).toBeVisible();
      });

      test('the side menu opens the shop\'s course library and shows no link to an unconfigured quiz', async ({ page }) => {
        await page.goto(`/${lang}`);
        // No review site is configured for the tests: the figures stand without "Read our reviews".
        await expect(page.getByTestId('review-figures')).toBeVisible();
        await expect(page.getByRole('link', { name: w.reviews })).toHaveCount(0);
        await page.getByRole('button', { name: w.menu }).tap();
        const dialog = page.getByRole('dialog', { name: w.menu });
        await expect(dialog.getByRole('link', { name: w.level })).toHaveCount(0);
        const courses = dialog.getByRole('link', { name: w.courses });
        await expect(courses).toHaveAttribute('href', w.coursesPath);
        await expect(courses).not.toHaveAttribute('target', '_blank');
        await courses.tap();
        await expect(page).toHaveURL(new RegExp(`${w.coursesPath}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });

      test('the random trip shows its whole photo, caption band included', async ({ page }) => {
        await page.goto(`/${lang}/${lang === 'en' ? 'random-trip' : 'viaje-aleatorio'}`);
        const image = page.getByTestId('random-trip-image');
        await expect(image).toBeVisible();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        const shape = await image.evaluate((img: HTMLImageElement) => ({
          natural: img.naturalWidth / img.naturalHeight,
          shown: img.clientWidth / img.clientHeight,
          fit: getComputedStyle(img).objectFit,
        }));
        // Drawn at its own proportions: nothing of the picture is cut away.
        expect(Math.abs(shape.natural - shape.shown)).toBeLessThan(0.02);
        expect(shape.fit).not.toBe('cover');
      });
    });

    test('the cached trip page shows the places left now, as its book page does', async ({ page, request }) => {
      const { departureId, tripPath } = await ownDeparture(request, lang === 'en' ? 9 : 10, 5, 11);
      const placesNow = async () => (await rest<{ places_left: number }[]>(`departure_availability?select=places_left&id=eq.${departureId}`))[0]!.places_left;
      const path = await tripPath(lang);
      // The trip page is rendered (and cached) first; then another traveller holds a place.
      await page.goto(path);
      const before = await placesNow();
      await expect(page.locator(`#departures [data-departure-id="${departureId}"]`).getByTestId('places-badge')).toHaveText(w.spotsLeft(before));
      const held = await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/rest/v1/rpc/hold_places`, {
        method: 'POST',
        headers: serviceHeaders(),
        body: JSON.stringify({ departure_id: departureId, places: 1, lang, client_key: `edges-${lang}-${Date.now()}` }),
      });
      expect(held.status).toBe(200);
      // The same cached copy, reloaded, and the book page: both say the count of now, not the one they were cached with.
      await page.reload();
      await expect(page.locator(`#departures [data-departure-id="${departureId}"]`).getByTestId('places-badge')).toHaveText(w.spotsLeft(before - 1));
      await page.goto(`${path}/book`);
      await expect(page.locator(`[data-departure-id="${departureId}"]`).getByTestId('places-badge')).toHaveText(w.spotsLeft(before - 1));
      await expect(page.getByText(w.placesNote)).toHaveCount(0);
    });

    test('signing in from a course plan comes back to the plans', async ({ page }) => {
      const email = newAddress(`plan-${lang}`);
      await confirmedAccount(email, 'plan-pass-1234', lang);
      await page.goto(w.coursesPath);
      const plans = page.locator('section[aria-labelledby="plans-title"]');
      await plans.getByRole('button', { name: w.getPlan }).first().click();
      const refusal = plans.getByRole('alert').filter({ hasText: w.signInFirst });
      await refusal.getByRole('link', { name: w.signIn }).click();
      const main = page.getByRole('main');
      await main.getByLabel(w.email).fill(email, { timeout: 30_000 });
      await main.getByLabel(w.password).fill('plan-pass-1234');
      await main.getByRole('button', { name: w.signIn }).click();
      await expect(page).toHaveURL(new RegExp(`${w.coursesPath}#plans-title$`), { timeout: 20_000 });
      await expect(page.locator('#plans-title')).toBeVisible();
    });
  });
}

test('on a wide screen the chat button stays where it is while a field has the focus', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const journey = new BookingJourney(page, 'en');
  const { departureId, tripPath } = await departureFor({ deposit: false, slot: 42 });
  await journey.pickDeparture(await tripPath('en'), departureId, 1);
  await page.locator('#billing-email').focus();
  await expect(page.getByRole('button', { name: words.en.openChat })).toBeVisible();
  // It keeps standing there while the field has the focus, not only at first.
  await page.waitForTimeout(300);
  await expect(page.getByRole('button', { name: words.en.openChat })).toBeVisible();
});
