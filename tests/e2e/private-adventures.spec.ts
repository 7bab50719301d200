import { expect, test } from './support/test';
import { dismissConsent, mailInViewer, OPERATOR, waitLikeAPerson } from './support/forms';

/** A first-time visitor: no cookie choice stored yet, so the banner shows. */
test.use({ storageState: { cookies: [], origins: [] } });

const texts = {
  en: {
    path: '/en/private-adventures', region: 'Plan your private adventure', next: 'Next', submit: 'Send request',
    where: 'Tell us a destination or an activity, or let us surprise you', destination: 'Destination', activity: 'Activity',
    hiking: 'Hiking', from: 'From', to: 'To', adults: 'Adults', children: 'Children (under 16)',
    level: 'Intermediate: regular hikes or ski weekends', budget: '€1,000 to €2,000', message: 'Anything else? (optional)',
    name: 'Name', email: 'E-mail', accept: /I accept the cookies policy/, sent: 'Message sent successfully!',
    steps: ['Step 1 of 4', 'Step 2 of 4', 'Step 3 of 4', 'Step 4 of 4'], ack: 'We have received your private adventure request',
    privateVersion: 'Request a private version', basedOn: 'A private version of',
  },
  es: {
    path: '/es/aventuras-privadas', region: 'Diseña tu aventura privada', next: 'Siguiente', submit: 'Enviar solicitud',
    where: 'Indica un destino o una actividad, o deja que te sorprendamos', destination: 'Destino', activity: 'Actividad',
    hiking: 'Senderismo', from: 'Desde', to: 'Hasta', adults: 'Adultos', children: 'Niños (menores de 16)',
    level: 'Intermedio: excursiones o fines de semana de esquí habituales', budget: 'De 1.000 a 2.000 €', message: '¿Algo más? (opcional)',
    name: 'Nombre', email: 'Correo electrónico', accept: /Acepto la política de cookies/, sent: '¡Mensaje enviado correctamente!',
    steps: ['Paso 1 de 4', 'Paso 2 de 4', 'Paso 3 de 4', 'Paso 4 de 4'], ack: 'Hemos recibido tu solicitud de aventura privada',
    privateVersion: 'Solicitar una versión privada', basedOn: 'Una versión privada de',
  },
} as const;

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const [lang, t] of Object.entries(texts) as [keyof typeof texts, (typeof texts)[keyof typeof texts]][]) {
  test(`${lang}: a private adventure request from the first step to the operator's inbox`, async ({ page }) => {
    await page.goto(t.path);
    await dismissConsent(page, lang);
    const form = page.getByRole('region', { name: t.region });
    await expect(form.getByText(t.steps[0])).toBeVisible();

    // Where and what: nothing chosen is flagged before the next step opens.
    await form.getByRole('button', { name: t.next }).click();
    await expect(form.getByLabel(t.destination)).toHaveAccessibleDescription(new RegExp(t.where));
    // The form's own clock starts when it mounts, which the first error proves.
    await expect(form.getByText(t.steps[0])).toBeVisible();
    await form.getByLabel(t.destination).fill('Patagonia');
    await form.getByLabel(t.activity).selectOption({ label: t.hiking });
    await form.getByRole('button', { name: t.next }).click();

    // When.
    await expect(form.getByText(t.steps[1])).toBeVisible();
    await form.getByLabel(t.from, { exact: true }).fill(isoDay(60));
    await form.getByLabel(t.to, { exact: true }).fill(isoDay(72));
    await form.getByRole('button', { name: t.next }).click();

    // Who and budget.
    await expect(form.getByText(t.steps[2])).toBeVisible();
    await form.getByLabel(t.adults).fill('3');
    await form.getByLabel(t.children).fill('2');
    await form.getByLabel(t.level).check();
    await form.getByLabel(t.budget).check();
    await form.getByRole('button', { name: t.next }).click();

    // About you.
    await expect(form.getByText(t.steps[3])).toBeVisible();
    const token = `private-e2e-${lang}-${Date.now()}`;
    const email = `${token}@example.test`;
    await form.getByLabel(t.message).fill(`Our daughter turns 15 on the trip. ${token}`);
    await form.getByLabel(t.name, { exact: true }).fill('Family Tester');
    await form.getByLabel(t.email, { exact: true }).fill(email);
    await form.getByRole('checkbox', { name: t.accept }).check();
    await waitLikeAPerson(page);
    await form.getByRole('button', { name: t.submit }).click();
    await expect(form.getByTestId('private-success')).toContainText(t.sent);

    const notice = (await mailInViewer(page, OPERATOR)).find((m) => m.body.includes(token));
    expect(notice?.subject).toBe('New private adventure request from Family Tester');
    expect(notice?.body).toContain('Where: Patagonia');
    expect(notice?.body).toContain('Who: 3 adults, 2 children, level intermediate');
    expect(notice?.body).toContain('Budget per person (EUR): 1000-2000');
    const ack = await mailInViewer(page, email);
    expect(ack.map((m) => m.subject)).toEqual([t.ack]);
    expect(ack[0]?.body).not.toContain(token);
  });

  test(`${lang}: "request a private version" on a trip for private groups fills in the trip and its destination`, async ({ page }) => {
    await page.goto(lang === 'en' ? '/en/travel/3/everest-base-camp-trek' : '/es/travel/3/trekking-campo-base-everest');
    await dismissConsent(page, lang);
    await page.getByRole('link', { name: t.privateVersion }).click();
    await expect(page).toHaveURL(new RegExp(`${t.path}\\?trip=3$`), { timeout: 20_000 });
    const form = page.getByRole('region', { name: t.region });
    await expect(form.getByTestId('private-trip')).toContainText(`${t.basedOn} ${lang === 'en' ? 'Everest Base Camp Trek' : 'Trekking al campo base del Everest'}`);
    await expect(form.getByLabel(t.destination)).toHaveValue('Nepal');
    await expect(form.getByLabel(t.activity)).toHaveValue('15');
  });
}

test('trips for open groups only offer no private version', async ({ page }) => {
  await page.goto('/en/travel/1/annapurna-sanctuary-trek');
  await expect(page.getByRole('heading', { name: 'Send an inquiry' })).toBeVisible();
  await expect(page.getByTestId('private-version')).toHaveCount(0);
});
