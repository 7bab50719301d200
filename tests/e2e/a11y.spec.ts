import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [lang, menu] of [['en', 'Menu'], ['es', 'Menú']] as const) {
  test(`no serious or critical axe violation on the ${lang} home page`, async ({ page }) => {
    await page.goto(`/${lang}`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`no serious or critical axe violation with the ${lang} menu open`, async ({ page }) => {
    await page.goto(`/${lang}`);
    await page.getByRole('button', { name: menu }).click();
    const dialog = page.getByRole('dialog', { name: menu });
    await dialog.getByRole('button').nth(1).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const [path, submit] of [['/en/gift-vouchers', 'Continue to payment'], ['/es/tarjetas-regalo', 'Continuar al pago']] as const) {
  test(`no serious or critical axe violation on ${path}, before and after its refusals`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: submit }).click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
