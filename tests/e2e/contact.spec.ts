import { expect, test } from './support/test';
import { dismissConsent, mailInViewer, OPERATOR, waitLikeAPerson } from './support/forms';

/** A first-time visitor: no cookie choice stored yet, so the banner shows. */
test.use({ storageState: { cookies: [], origins: [] } });

const pages = {
  en: {
    path: '/en/contact', region: 'Send us a message', submit: 'Send message', sent: 'Message sent successfully!',
    required: 'This field is required', accept: 'Please accept the cookies policy and the terms and conditions',
    fields: { name: 'Name', email: 'E-mail', phone: 'Phone (optional)', subject: 'Subject (optional)', message: 'Message' },
    acceptLabel: /I accept the cookies policy/, ack: 'We have received your message',
  },
  es: {
    path: '/es/contacto', region: 'Envíanos un mensaje', submit: 'Enviar mensaje', sent: '¡Mensaje enviado correctamente!',
    required: 'Este campo es obligatorio', accept: 'Acepta la política de cookies y los términos y condiciones',
    fields: { name: 'Nombre', email: 'Correo electrónico', phone: 'Teléfono (opcional)', subject: 'Asunto (opcional)', message: 'Mensaje' },
    acceptLabel: /Acepto la política de cookies/, ack: 'Hemos recibido tu mensaje',
  },
} as const;

for (const [lang, c] of Object.entries(pages) as [keyof typeof pages, (typeof pages)[keyof typeof pages]][]) {
  test(`${lang}: an empty contact form flags every required field only; a valid one reaches the operator and the sender`, async ({ page }) => {
    await page.goto(c.path);
    await dismissConsent(page, lang);
    const form = page.getByRole('region', { name: c.region });
    await form.getByRole('button', { name: c.submit }).click();

    for (const name of [c.fields.name, c.fields.email, c.fields.message]) {
      const input = form.getByLabel(name, { exact: true });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(c.required);
    }
    const accept = form.getByRole('checkbox', { name: c.acceptLabel });
    await expect(accept).toHaveAttribute('aria-invalid', 'true');
    await expect(accept).toHaveAccessibleDescription(c.accept);
    for (const name of [c.fields.phone, c.fields.subject]) {
      await expect(form.getByLabel(name, { exact: true })).not.toHaveAttribute('aria-invalid', /.*/);
    }
    await expect(form.getByText(c.required)).toHaveCount(3);
    // The form's own clock starts when it mounts, which the errors prove.
    await expect(form.getByLabel(c.fields.name, { exact: true })).toBeFocused();

    const token = `contact-e2e-${lang}-${Date.now()}`;
    const email = `${token}@example.test`;
    await form.getByLabel(c.fields.name, { exact: true }).fill('Ana Tester');
    await form.getByLabel(c.fields.email, { exact: true }).fill(email);
    await form.getByLabel(c.fields.message, { exact: true }).fill(`Can you take six of us in October? ${token}`);
    await accept.check();
    await waitLikeAPerson(page);
    await form.getByRole('button', { name: c.submit }).click();
    await expect(form.getByRole('status')).toHaveText(c.sent);
    await expect(form.getByLabel(c.fields.message, { exact: true })).toHaveValue('');

    const toOperator = await mailInViewer(page, OPERATOR);
    expect(toOperator.find((m) => m.body.includes(token))?.subject).toBe('New contact message from Ana Tester');
    const toSender = await mailInViewer(page, email);
    expect(toSender.map((m) => m.subject)).toEqual([c.ack]);
    expect(toSender[0]?.body).not.toContain(token);
  });
}

test('a failed send keeps every value typed', async ({ page }) => {
  await page.goto('/en/contact');
  await dismissConsent(page, 'en');
  const form = page.getByRole('region', { name: 'Send us a message' });
  // The form's own clock starts when it hydrates, which its first errors prove (the banner may hydrate before it).
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Name', { exact: true }).fill('Offline Tester');
  await form.getByLabel('E-mail', { exact: true }).fill('offline@example.test');
  await form.getByLabel('Message', { exact: true }).fill('Typed while the connection dropped');
  await form.getByRole('checkbox', { name: /I accept/ }).check();
  await waitLikeAPerson(page);
  // The connection drops as the form is sent (the server action is a POST to the page).
  await page.route('**/en/contact', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText('Something went wrong. Please try again.');
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('Typed while the connection dropped');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Offline Tester');
  await expect(form.getByRole('checkbox', { name: /I accept/ })).toBeChecked();

  // Back online, the same values go through.
  await page.unroute('**/en/contact');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
});

test('on a phone the contact form and the private request fit the screen, with buttons large enough to tap', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const forms = [
    { path: '/es/contacto', region: 'Envíanos un mensaje', button: 'Enviar mensaje' },
    { path: '/es/aventuras-privadas', region: 'Diseña tu aventura privada', button: 'Siguiente' },
  ];
  for (const [i, form] of forms.entries()) {
    await page.goto(form.path);
    if (i === 0) await dismissConsent(page, 'es');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const region = page.getByRole('region', { name: form.region });
    const button = region.getByRole('button', { name: form.button });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // Every field's label sits inside the screen.
    for (const input of await region.locator('input:visible, select:visible, textarea:visible').all()) {
      const field = await input.boundingBox();
      if (field) expect(field.x + field.width).toBeLessThanOrEqual(390);
    }
  }
});
