import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { annualSaving, periodEnd } from '@/lib/courses/plan-terms';
import { euros, longDate, payWithCard, signIn, texts } from './support/courses';
import { rest } from './support/rest';
import { expect, test, type Locator, type Page } from './support/test';

// What the course library states (durations, counts, savings, a subscription's terms), computed here from the data
// and checked on the pages, the receipt and My Account, in both languages, on a phone and on a desktop.
test.setTimeout(180_000);

interface Plan { id: number; kind: string; price_cents: number }
interface Course { id: number; coming_soon: boolean }
interface Lesson { id: number; course_id: number; duration_seconds: number }

/** Screenshots to look at (of a part, or of the screen), when COURSES_SHOTS_DIR names a folder (kept out of git). */
async function shot(page: Page, name: string, part?: Locator): Promise<void> {
  const dir = process.env.COURSES_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await (part ? part.screenshot({ path }) : page.screenshot({ path }));
}

/** Nothing wider than the screen, and every control of `region` large enough to tap (the page's own are tested elsewhere). */
async function fits(page: Page, width: number, region: Locator): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  for (const control of await region.locator('a[href], button').all()) {
    if (!(await control.isVisible())) continue;
    const box = (await control.boundingBox())!;
    const inText = await control.evaluate((el) => getComputedStyle(el).display === 'inline' && el.closest('p, li') !== null);
    if (!inText) expect({ control: await control.textContent(), tall: box.height >= 40, wide: box.width >= 44 }).toEqual({ control: await control.textContent(), tall: true, wide: true });
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

for (const lang of ['en', 'es'] as const) {
  const t = texts[lang];

  test(`${lang}: the library's counts, and every lesson's duration, are the data's and the video files'`, async ({ page }) => {
    const [courses, lessons] = await Promise.all([rest<Course[]>('courses?select=id,coming_soon'), rest<Lesson[]>('course_lessons?select=id,course_id,duration_seconds')]);
    const onSale = new Set(courses.filter((c) => !c.coming_soon).map((c) => c.id));
    const available = lessons.filter((l) => onSale.has(l.course_id)).length;
    await page.goto(t.courses);
    await expect(page.getByText(t.intro(available))).toBeVisible();
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(String(available));
    for (const plan of await page.getByTestId('plan-list').locator('> li').all()) await expect(plan.getByText(t.allLessons(available), { exact: true })).toBeVisible();

    // The syllabus states each lesson's stored duration; the browser, playing the preview, measures the same.
    await page.goto(t.otherCourse);
    const courseId = Number(/\/(\d+)\//.exec(t.otherCourse)![1]);
    const own = lessons.filter((l) => l.course_id === courseId);
    const rows = page.getByRole('navigation', { name: /Syllabus|Temario/ }).getByRole('link');
    await expect(rows).toHaveCount(own.length);
    for (const row of await rows.all()) {
      const id = Number(/\/lessons\/(\d+)/.exec((await row.getAttribute('href'))!)![1]);
      await expect(row).toContainText(clock(own.find((l) => l.id === id)!.duration_seconds));
    }
    const start = page.getByRole('button', { name: t.playPreview });
    const stated = /(\d+:\d\d)$/.exec((await start.textContent())!)![1];
    await start.click();
    const measured = await page.getByTestId('lesson-video').evaluate(async (v: HTMLVideoElement) => {
      if (!Number.isFinite(v.duration)) await new Promise((resolve) => v.addEventListener('durationchange', resolve, { once: true }));
      return v.duration;
    });
    expect(clock(Math.round(measured))).toBe(stated);
  });

  for (const width of [390, 1366]) {
    test(`${lang} at ${width} px: plans, a monthly plan's payment page and receipt state its terms; cancelling asks, says until when, and can be undone`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      const plans = await rest<Plan[]>('subscription_plans?select=id,kind,price_cents&kind=neq.course');
      const price = (kind: string) => plans.find((p) => p.kind === kind)!.price_cents;
      const saving = annualSaving(price('monthly'), price('annual'))!;

      const { userId, email } = await signIn(page, t, lang);
      await page.goto(t.courses);
      const list = page.getByTestId('plan-list');
      const card = (name: string) => list.locator('> li').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
      const [monthly, annual] = Object.keys(t.plans);
      await expect(card(monthly!).getByText(t.renewsEvery(euros(price('monthly'), lang)).monthly, { exact: true })).toBeVisible();
      await expect(card(annual!).getByText(t.renewsEvery(euros(price('annual'), lang)).annual, { exact: true })).toBeVisible();
      await expect(card(annual!).getByTestId('plan-saving')).toHaveText(t.saving(saving.monthsFree, saving.percent));
      await expect(list.getByTestId('plan-saving')).toHaveCount(1);
      await list.scrollIntoViewIfNeeded();
      await fits(page, width, list);
      await shot(page, `plans-${lang}-${width}`, list);

      // Before paying: price and period, renewal until cancelled, the next charge and how to cancel.
      await page.getByRole('button', { name: t.monthly }).click();
      const terms = page.getByTestId('subscription-terms');
      await expect(terms.getByRole('heading', { name: t.termsHeading })).toBeVisible();
      const monthlyPrice = euros(price('monthly'), lang);
      await expect(page.getByTestId('amount-due')).toHaveText(monthlyPrice);
      await expect(terms.getByRole('listitem')).toHaveText([t.perMonth(monthlyPrice), t.renewsMonthly, t.nextCharge(monthlyPrice, longDate(periodEnd('monthly', new Date()), lang)), t.howToCancel]);
      await fits(page, width, page.getByRole('main'));
      await shot(page, `payment-monthly-${lang}-${width}`, page.getByRole('main'));
      await payWithCard(page, t);

      // The receipt says the same, with the next charge on the paid period's end.
      const [entitlement] = await rest<{ current_period_end: string }[]>(`course_entitlements?select=current_period_end&user_id=eq.${userId}`, { service: true });
      const until = longDate(entitlement!.current_period_end, lang);
      const [receipt] = await rest<{ subject: string; text_body: string }[]>(`email_outbox?select=subject,text_body&template=eq.course_purchase&to_address=eq.${encodeURIComponent(email)}`, { service: true });
      expect(receipt!.subject).toBe(t.receiptSubject);
      expect(receipt!.text_body).toContain(t.receiptRenews);
      // (Plain text: the e-mail's "19 €" has a plain space where the page's has a no-break space.)
      expect(receipt!.text_body).toContain(t.nextCharge(monthlyPrice, until).replace(/\u00a0/g, ' '));

      // My Account lists what the subscription opens, and its terms.
      await page.goto(`${t.account}#courses`);
      const mine = page.getByTestId('my-courses');
      await expect(mine.getByText(t.renewsOn(until, monthlyPrice))).toBeVisible();
      const onSale = await rest<{ id: number }[]>('courses?select=id&coming_soon=is.false');
      await expect(mine.getByRole('heading', { name: t.opens })).toBeVisible();
      await expect(mine.getByTestId('plan-courses').getByRole('listitem')).toHaveCount(onSale.length);

      // Cancelling asks first, says until when access lasts; keeping it changes nothing.
      await mine.getByRole('button', { name: t.cancel }).click();
      const dialog = page.getByRole('dialog', { name: t.cancelTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t.cancelBody(until));
      // Modal: the page behind is dimmed and out of reach until the learner answers.
      expect(await dialog.evaluate((d) => [d.matches(':modal'), getComputedStyle(d, '::backdrop').backgroundColor])).toEqual([true, expect.stringMatching(/^(?:rgba|oklab|color)\(.+\)$/)]);
      await fits(page, width, dialog);
      await shot(page, `cancel-confirmation-${lang}-${width}`);
      await dialog.getByRole('button', { name: t.cancelKeep }).click();
      await expect(dialog).toBeHidden();
      await expect(mine.getByText(t.renewsOn(until, monthlyPrice))).toBeVisible();
      expect(await rest<{ status: string }[]>(`course_entitlements?select=status&user_id=eq.${userId}`, { service: true })).toEqual([{ status: 'active' }]);

      await mine.getByRole('button', { name: t.cancel }).click();
      await dialog.getByRole('button', { name: t.cancelConfirm }).click();
      await expect(mine.getByText(t.accessUntil(until))).toBeVisible();
      await fits(page, width, mine);
      await shot(page, `cancelled-${lang}-${width}`, mine.getByTestId('my-subscription'));
      // ... and it can be undone before that date: renewing as before, nothing charged.
      await mine.getByRole('button', { name: t.resume }).click();
      await expect(mine.getByText(t.renewsOn(until, monthlyPrice))).toBeVisible();
      expect(await rest<{ status: string; cancel_at_period_end: boolean; current_period_end: string }[]>(`course_entitlements?select=status,cancel_at_period_end,current_period_end&user_id=eq.${userId}`, { service: true }))
        .toEqual([{ status: 'active', cancel_at_period_end: false, current_period_end: entitlement!.current_period_end }]);
      const paid = await rest<{ status: string }[]>(`course_orders?select=status&user_id=eq.${userId}`, { service: true });
      expect(paid).toEqual([{ status: 'paid' }]);
    });
  }

  test(`${lang}: a one-time purchase says, before payment, that it does not renew`, async ({ page }) => {
    await signIn(page, t, lang);
    await page.goto(t.otherCourse);
    await page.getByRole('button', { name: t.buy }).click();
    await expect(page.getByTestId('order-terms')).toContainText(t.once);
    await expect(page.getByTestId('subscription-terms')).toHaveCount(0);
  });
}
