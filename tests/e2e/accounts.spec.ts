import { expect, test, type Page } from './support/test';
import { backend, bookAsGuest, confirmedAccount, newAddress, readMailInViewer } from './support/accounts';

const texts = {
  en: {
    trip: '/en/travel/1/annapurna-sanctuary-trek',
    country: '/en/country/1',
    account: '/en/account',
    accountButton: 'Account',
    myAccount: 'My Account',
    toSignUp: 'No account yet? Sign up',
    signUp: 'Sign up',
    signIn: 'Sign in',
    email: 'Email',
    password: 'Password',
    checkEmail: 'Check your email to confirm your account',
    confirmSubject: /^Confirm your account$/,
    confirmed: 'Your e-mail address is confirmed. Welcome!',
    signOut: 'Sign out',
    signedOut: 'You have signed out.',
    forgot: 'Forgot password?',
    sendLink: 'Send the link',
    linkSent: "If an account exists for this address, we've sent it a link to choose a new password. Check your e-mail.",
    resetSubject: /^Reset your password$/,
    newPassword: 'New password',
    repeat: 'Repeat the new password',
    savePassword: 'Save the new password',
    passwordSaved: 'Your password has been changed and you are signed in.',
    signedInAs: (email: string) => `Signed in as ${email}`,
    saved: 'Saved to favorites!',
    favorites: 'Favorites',
    bookingRef: (ref: string) => `Booking ${ref}`,
  },
  es: {
    trip: '/es/travel/1/trekking-santuario-annapurna',
    country: '/es/country/1',
    account: '/es/mi-cuenta',
    accountButton: 'Cuenta',
    myAccount: 'Mi cuenta',
    toSignUp: '¿Aún no tienes cuenta? Regístrate',
    signUp: 'Registrarse',
    signIn: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    checkEmail: 'Revisa tu correo para confirmar tu cuenta',
    confirmSubject: /^Confirma tu cuenta$/,
    confirmed: 'Tu correo está confirmado. ¡Te damos la bienvenida!',
    signOut: 'Cerrar sesión',
    signedOut: 'Has cerrado la sesión.',
    forgot: '¿Has olvidado tu contraseña?',
    sendLink: 'Enviar el enlace',
    linkSent: 'Si existe una cuenta con este correo, le hemos enviado un enlace para elegir una contraseña nueva. Revisa tu correo.',
    resetSubject: /^Restablece tu contraseña$/,
    newPassword: 'Contraseña nueva',
    repeat: 'Repite la contraseña nueva',
    savePassword: 'Guardar la contraseña nueva',
    passwordSaved: 'Tu contraseña ha cambiado y has iniciado sesión.',
    signedInAs: (email: string) => `Sesión iniciada como ${email}`,
    saved: '¡Guardado en favoritos!',
    favorites: 'Favoritos',
    bookingRef: (ref: string) => `Reserva ${ref}`,
  },
} as const;

type Texts = (typeof texts)[keyof typeof texts];

async function signUpInDialog(page: Page, t: Texts, email: string, password: string) {
  await page.getByTestId('account-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t.toSignUp }).click();
  await dialog.getByLabel(t.email).fill(email);
  await dialog.getByLabel(t.password).fill(password);
  await dialog.getByRole('button', { name: t.signUp }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t.checkEmail);
  await page.keyboard.press('Escape');
}

async function signOutFromHeader(page: Page, t: Texts) {
  await page.getByTestId('account-button').click();
  await page.getByRole('dialog').getByRole('button', { name: t.signOut }).click();
  await expect(page.getByText(t.signedOut)).toBeVisible();
  await expect(page.getByTestId('account-button')).toHaveAccessibleName(t.accountButton);
}

/** Follows the confirmation e-mail read in the local mail viewer; returns where the link landed. */
async function confirmFromViewer(page: Page, t: Texts, email: string, lang: 'en' | 'es') {
  const mail = await readMailInViewer(page, email, t.confirmSubject);
  const link = new URL(mail.link);
  expect(link.pathname).toBe(`/${lang}/auth/confirm`);
  await page.goto(mail.link);
}

for (const lang of ['en', 'es'] as const) {
  const t = texts[lang];

  test.describe(`accounts in ${lang}`, () => {
    // Whole journeys through several pages, e-mails and the mail viewer.
    test.setTimeout(120_000);
    test('sign up -> e-mail in the mail viewer in that language -> link -> signed in where it started -> sign out', async ({ page }) => {
      const email = newAddress(`signup-${lang}`);
      await page.goto(t.trip);
      await signUpInDialog(page, t, email, 'first-pass-123');
      await confirmFromViewer(page, t, email, lang);
      await expect(page).toHaveURL(new RegExp(`${t.trip}$`));
      await expect(page.getByText(t.confirmed)).toBeVisible();
      await expect(page.getByTestId('account-button')).toHaveAccessibleName(t.myAccount);
      await signOutFromHeader(page, t);
      const cookies = await page.context().cookies();
      expect(cookies.filter((c) => /^sb-.+-auth-token/.test(c.name) && c.value)).toEqual([]);
    });

    test('forgot password -> e-mail -> new password -> sign in with it', async ({ page }) => {
      const email = newAddress(`reset-${lang}`);
      await confirmedAccount(email, 'old-pass-1234', lang);
      await page.goto(t.account);
      const form = page.getByRole('main');
      await form.getByRole('button', { name: t.forgot }).click();
      await form.getByLabel(t.email).fill(email);
      await form.getByRole('button', { name: t.sendLink }).click();
      await expect(form.getByRole('alert')).toHaveText(t.linkSent);

      const mail = await readMailInViewer(page, email, t.resetSubject);
      expect(new URL(mail.link).pathname).toBe(`/${lang}/auth/reset-password`);
      await page.goto(mail.link);
      await expect(page).not.toHaveURL(/token_hash/);
      await page.getByLabel(t.newPassword, { exact: true }).fill('new-pass-5678');
      await page.getByLabel(t.repeat).fill('new-pass-5678');
      await page.getByRole('button', { name: t.savePassword }).click();
      await expect(page.getByRole('status').filter({ hasText: t.passwordSaved })).toBeVisible();

      // The link works once (loaded afresh: from the same page it would be a mere change of fragment).
      await page.goto('about:blank');
      await page.goto(mail.link);
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();

      await signOutFromHeader(page, t);
      await page.goto(t.account);
      const main = page.getByRole('main');
      await main.getByLabel(t.email).fill(email);
      await main.getByLabel(t.password).fill('new-pass-5678');
      await main.getByRole('button', { name: t.signIn }).click();
      await expect(page.getByRole('main').getByText(t.signedInAs(email))).toBeVisible();
    });

    test('favorites saved as a guest and a booking made as a guest are in My Account after signing up', async ({ page }) => {
      const email = newAddress(`fav-${lang}`);
      const reference = await bookAsGuest(page, lang, email);

      await page.goto(t.trip);
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      await page.getByRole('main').getByTestId('favorite-button').click();
      await expect(page.getByText(t.saved)).toBeVisible();
      await expect(page.getByTestId('favorites-count')).toHaveText('1');

      await page.goto(t.country);
      await expect(page.getByTestId('favorites-count')).toHaveText('1');
      const other = page
        .getByTestId('trip-list')
        .getByRole('listitem')
        .filter({ has: page.locator('[data-testid="favorite-button"][aria-pressed="false"]') })
        .first();
      const otherTitle = await other.locator('.text-lg').first().textContent();
      await other.getByTestId('favorite-button').click();
      await expect(page.getByTestId('favorites-count')).toHaveText('2');

      await signUpInDialog(page, t, email, 'fav-pass-1234');
      await confirmFromViewer(page, t, email, lang);
      await expect(page).toHaveURL(new RegExp(`${t.country}$`));
      await expect(page.getByTestId('account-button')).toHaveAccessibleName(t.myAccount);
      await expect(page.getByTestId('favorites-count')).toHaveText('2');
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem('favorites'))).toBeNull();

      await page.goto(t.account);
      const favorites = page.locator('#favorites');
      await expect(favorites.getByRole('heading', { name: t.favorites })).toBeVisible();
      await expect(favorites.getByRole('link', { name: heading ?? '' })).toBeVisible();
      await expect(favorites.getByRole('link', { name: otherTitle ?? '' })).toBeVisible();
      await expect(page.locator(`[data-testid="account-booking"][data-reference="${reference}"]`)).toContainText(t.bookingRef(reference));
    });
  });
}

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.setTimeout(120_000);

  test('the sign-up dialog and My Account fit 390 px without sideways scrolling', async ({ page }) => {
    const t = texts.es;
    const email = newAddress('phone');
    await page.goto(t.trip);
    await signUpInDialog(page, t, email, 'phone-pass-123');
    await confirmFromViewer(page, t, email, 'es');
    await page.goto(t.account);
    await expect(page.getByRole('main').getByText(t.signedInAs(email))).toBeVisible();
    // Names what sticks out, so a failure says where to look. The footer's sponsor logos count as their frame: it
    // clips them by design, as they move or scroll in.
    const sticking = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => (el.closest('.sponsor-carousel-frame') ?? el).getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120)),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(sticking).toEqual([]);
    for (const button of await page.getByRole('main').getByRole('button').all()) {
      const box = await button.boundingBox();
      if (box) expect(box.height).toBeGreaterThanOrEqual(40);
    }
  });
});

test('a favorite the server does not save is rolled back with the error toast', async ({ page }) => {
  test.setTimeout(90_000);
  const email = newAddress('rollback');
  await confirmedAccount(email, 'rollback-pass-1', 'en');
  await page.goto('/en/account');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill('rollback-pass-1');
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(main.getByText(`Signed in as ${email}`)).toBeVisible();

  await page.goto(texts.en.trip);
  const heart = page.getByRole('main').getByTestId('favorite-button');
  await expect(heart).toBeEnabled();
  // The server action never arrives, as on a dropped connection.
  await page.route('**/*', (route) => (route.request().headers()['next-action'] ? route.abort() : route.continue()));
  await heart.click();
  await expect(page.getByText('Error saving to favorites. Try again.')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('favorites-count')).toHaveCount(0);

  await page.unroute('**/*');
  await heart.click();
  await expect(page.getByText(texts.en.saved)).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('main').getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'true');
});

test('a catalogue page has the same HTML and cache headers for a signed-in and a signed-out visitor', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const email = newAddress('static');
  await confirmedAccount(email, 'static-pass-1', 'en');
  await page.goto('/en/account');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill('static-pass-1');
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByText(`Signed in as ${email}`)).toBeVisible();
  const cookies = await page.context().cookies();
  const session = cookies.filter((c) => /^sb-.+-auth-token/.test(c.name));
  expect(session.length).toBeGreaterThan(0);
  // The language cookies are the same in both requests: only the session differs.
  const language = 'app_language=EN; NEXT_LOCALE=en';
  const signedIn = `${language}; ${session.map((c) => `${c.name}=${c.value}`).join('; ')}`;
  // A session whose access token expired long ago: a refresh here would set cookies on a public page.
  const expired = `${language}; ${session[0]!.name}=${session[0]!.value.slice(0, 40)}`;

  const api = await playwright.request.newContext({ baseURL });
  const fetchPage = async (cookie: string) => {
    const response = await api.get('/en/destinations', { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
    return { status: response.status(), body: await response.text(), headers: response.headers() };
  };
  await fetchPage(language);
  const anonymous = await fetchPage(language);
  for (const cookie of [signedIn, expired]) {
    const personal = await fetchPage(cookie);
    expect(personal.status).toBe(200);
    expect(personal.body).toBe(anonymous.body);
    for (const header of ['cache-control', 'vary', 'etag', 'x-nextjs-cache', 'x-nextjs-prerender']) {
      expect([header, personal.headers[header]]).toEqual([header, anonymous.headers[header]]);
    }
    expect(personal.headers['set-cookie']).toBeUndefined();
  }
  expect(anonymous.headers['set-cookie']).toBeUndefined();
  expect(anonymous.headers['cache-control']).toMatch(/s-maxage=\d+/);
  await api.dispose();
  expect(backend().url).toBeTruthy();
});
