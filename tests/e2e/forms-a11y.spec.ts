import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { dismissConsent } from './support/forms';

/** A first-time visitor: no cookie choice stored yet, so the banner shows. */
test.use({ storageState: { cookies: [], origins: [] } });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const pages = {
  en: { contact: '/en/contact', private: '/en/private-adventures', send: 'Send message', next: 'Next', settings: 'Cookie settings' },
  es: { contact: '/es/contacto', private: '/es/aventuras-privadas', send: 'Enviar mensaje', next: 'Siguiente', settings: 'Configuración de cookies' },
} as const;

// Each test runs axe several times: on a busy machine that takes a while.
test.describe.configure({ timeout: 120_000 });

for (const [lang, p] of Object.entries(pages) as [keyof typeof pages, (typeof pages)[keyof typeof pages]][]) {
  test(`${lang}: no serious axe violation on the contact page, with the banner, the settings and the errors`, async ({ page }) => {
    await page.goto(p.contact);
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('contentinfo').getByRole('button', { name: p.settings }).click();
    await expect(page.getByRole('dialog', { name: p.settings })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dismissConsent(page, lang);
    await page.getByRole('button', { name: p.send }).click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(4);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`${lang}: no serious axe violation on any step of the private adventure request`, async ({ page }) => {
    await page.goto(p.private);
    expect(await seriousViolations(page)).toEqual([]);
    await dismissConsent(page, lang);
    await page.getByRole('button', { name: p.next }).click();
    expect(await seriousViolations(page)).toEqual([]);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: p.next }).click();
    await page.getByRole('button', { name: p.next }).click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('input[type="date"]').first().fill(day(40));
    await page.locator('input[type="date"]').last().fill(day(50));
    await page.getByRole('button', { name: p.next }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: p.next }).click();
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
