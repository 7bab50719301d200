import { randomBytes } from 'node:crypto';
import { newAddress } from './support/accounts';
import { payWithCard, playFor, signedByTestProvider, signIn, texts } from './support/courses';
import { rest } from './support/rest';
import { expect, test, untilHydrated } from './support/test';

// Journeys with sign-in, a payment and video playback.
test.setTimeout(180_000);

for (const lang of ['en', 'es'] as const) {
  const t = texts[lang];
  test.describe(`courses in ${lang}`, () => {
    test('browse and filter -> course page -> free preview plays -> buy with the test card -> paid lesson plays, progress kept across a reload', async ({ page }) => {
      await page.goto(t.courses);
      await page.getByLabel(t.search).fill(t.query);
      await expect(page.getByTestId('course-count')).toHaveText(t.count);
      await page.getByLabel(t.search).fill('');
      await page.getByLabel(t.level).selectOption({ label: t.advanced });
      const advanced = page.getByTestId('course-list').getByRole('listitem');
      expect(await advanced.count()).toBeGreaterThan(2);
      await page.getByLabel(t.level).selectOption({ index: 0 });
      await page.getByLabel(t.search).fill(t.query);
      await page.getByTestId('course-list').getByRole('link', { name: t.courseTitle }).click();
      // A course page is rendered on its first visit (ISR): allow for a slow first render.
      await expect(page.getByRole('heading', { level: 1, name: t.courseTitle })).toBeVisible({ timeout: 30_000 });

      // The free preview waits behind a play button (the page loads no video controls); a click starts it, playing
      // and focused. It is public: it plays without an account, with captions in the page's language.
      await expect(page.getByTestId('lesson-video')).toHaveCount(0);
      await untilHydrated(page);
      await page.getByRole('button', { name: t.playPreview }).click();
      const preview = page.getByTestId('lesson-video');
      await expect(preview).toBeFocused();
      await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
      expect(await playFor(page, 1.5)).toBeGreaterThan(0.5);
      const tracks = await page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => Array.from(v.querySelectorAll('track')).map((tr) => tr.srclang));
      expect(tracks).toEqual(['en', 'es']);

      // A paid lesson is locked for a visitor.
      const paidLesson = page.getByRole('navigation', { name: /Syllabus|Temario/ }).getByRole('link').filter({ hasNotText: /Free preview|Muestra gratuita/ }).nth(1);
      const paidHref = (await paidLesson.getAttribute('href'))!;
      await page.goto(paidHref);
      await expect(page.getByTestId('lesson-locked')).toContainText(t.locked);
      await expect(page.getByTestId('lesson-video')).toHaveCount(0);

      // Buying needs an account.
      await page.getByRole('button', { name: t.buy }).click();
      await expect(page.getByRole('main').getByText(t.signInFirst)).toBeVisible();
      const { userId } = await signIn(page, t, lang);
      await page.goto(paidHref);
      await page.getByRole('button', { name: t.buy }).click();
      await payWithCard(page, t);

      await page.goto(paidHref);
      // The paid lesson plays for its buyer (the page stays put: a signed-in page load is not a sign-in to refresh for).
      expect(await playFor(page, 1)).toBeGreaterThan(0.2);
      await page.getByTestId('lesson-video').evaluate(async (v: HTMLVideoElement) => {
        v.currentTime = 5;
        await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
        v.dispatchEvent(new Event('pause'));
      });
      // The position is saved by a server action on pause: wait until this learner's account holds it (the other
      // language's test saves the same lesson for its own learner at the same time), then reload.
      const lessonId = Number(/\/lessons\/(\d+)/.exec(paidHref)?.[1]);
      await expect(async () => {
        const saved = await rest<{ position_seconds: number }[]>(`lesson_progress?select=position_seconds&lesson_id=eq.${lessonId}&user_id=eq.${userId}&position_seconds=gte.4`, { service: true });
        expect(saved.length).toBeGreaterThan(0);
      }).toPass({ timeout: 30_000 });
      await page.reload();
      await expect(page.getByTestId('resumed-at')).toHaveText(t.resumed);
      await page.getByRole('button', { name: t.markDone }).click();
      await expect(page.getByTestId('lesson-done')).toContainText(t.done);
      await page.reload();
      await expect(page.getByTestId('lesson-done')).toBeVisible();

      // The course page (the same static HTML for everyone) then shows this learner's progress: a bar, "Continue" on
      // the lesson they left, and a tick on the finished one.
      const coursePage = paidHref.split('/lessons/')[0]!;
      const courseId = Number(/\/(?:courses|cursos)\/(\d+)\//.exec(paidHref)?.[1]);
      const lessons = await rest<{ id: number }[]>(`course_lessons?select=id&course_id=eq.${courseId}`);
      await page.goto(coursePage);
      await expect(page.getByTestId('course-progress')).toHaveText(t.progress(1, lessons.length));
      await expect(page.getByTestId('course-progress').getByRole('progressbar')).toHaveAttribute('value', '1');
      await expect(page.getByTestId('course-continue')).toHaveText(t.continue);
      const syllabus = page.getByRole('navigation', { name: /Syllabus|Temario/ });
      await expect(syllabus.getByTestId('lesson-tick')).toHaveCount(1);
      await expect(syllabus.getByRole('link').filter({ has: page.getByTestId('lesson-tick') })).toHaveAttribute('href', paidHref);
      await expect(page.getByTestId('certificate-link')).toHaveCount(0);

      // The certificate: refused until every lesson is done, then a PDF named in the learner's language.
      const certificate = `${coursePage}/certificate.pdf`;
      expect((await page.request.get(certificate)).status()).toBe(403);
      const backendUrl = process.env.NEXT_PUBLIC_SUPABASE_URL!;
      const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY!;
      const saved = await fetch(`${backendUrl}/rest/v1/lesson_progress`, {
        method: 'POST',
        headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(lessons.filter((l) => l.id !== lessonId).map((l) => ({ user_id: userId, lesson_id: l.id, course_id: courseId, done: true, done_at: new Date().toISOString() }))),
      });
      expect(saved.ok).toBe(true);
      const pdf = await page.request.get(certificate);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(pdf.headers()['content-disposition']).toMatch(t.certificateFile);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      // Once earned, the course page and My Account lead to it.
      await page.goto(coursePage);
      await expect(page.getByTestId('course-owned')).toContainText(t.complete);
      await expect(page.getByTestId('certificate-link')).toHaveText(t.certificate);
      await expect(page.getByTestId('certificate-link')).toHaveAttribute('href', certificate);
      await expect(syllabus.getByTestId('lesson-tick')).toHaveCount(lessons.length);
      await page.goto(t.account);
      await expect(page.getByTestId('my-courses').getByTestId('certificate-link')).toHaveAttribute('href', certificate);
    });

    test('a monthly subscription unlocks every course; the account is deleted only once it no longer renews', async ({ page }) => {
      const { userId, email } = await signIn(page, t, lang);
      await page.goto(t.courses);
      await page.getByRole('button', { name: t.monthly }).click();
      await payWithCard(page, t);
      await page.goto(t.otherCourse);
      await expect(page.getByTestId('course-owned')).toBeVisible();
      await expect(page.getByTestId('course-continue')).toHaveText(t.start);
      const lessons = page.getByRole('navigation', { name: /Syllabus|Temario/ }).getByRole('link');
      await page.goto((await lessons.last().getAttribute('href'))!);
      await expect(page.getByTestId('lesson-locked')).toHaveCount(0);
      expect(await playFor(page, 1)).toBeGreaterThan(0.2);

      // Deleting the account waits until the subscription no longer renews: the provider would go on charging.
      const [order] = await rest<{ id: string }[]>(`course_orders?select=id&user_id=eq.${userId}&status=eq.paid`, { service: true });
      await page.goto(t.account);
      const main = page.getByRole('main');
      await main.getByLabel(t.deleteConfirm).fill(email);
      await main.getByRole('button', { name: t.deleteAccount }).click();
      await expect(main.getByRole('alert')).toHaveText(t.renewing);
      await main.getByRole('button', { name: t.cancel }).click();
      await page.getByRole('dialog', { name: t.cancelTitle }).getByRole('button', { name: t.cancelConfirm }).click();
      await expect(main.getByText(t.cancelled)).toBeVisible();
      await main.getByLabel(t.deleteConfirm).fill(email);
      await main.getByRole('button', { name: t.deleteAccount }).click();
      // The home page says so (and then takes the notice out of the address).
      await expect(page.getByText(t.deleted)).toBeVisible();
      // The purchase stays in the operator's accounts without its user.
      expect(await rest<{ user_id: string | null }[]>(`course_orders?select=user_id&id=eq.${order!.id}`, { service: true })).toEqual([{ user_id: null }]);
    });

    test('the same course opened for payment in two tabs is one order, paid once: the second tab is told so', async ({ page, context }) => {
      const { userId } = await signIn(page, t, lang);
      const second = await context.newPage();
      for (const tab of [page, second]) {
        await tab.goto(t.otherCourse);
        await untilHydrated(tab);
        await tab.getByRole('button', { name: t.buy }).click();
        await expect(tab.getByLabel(t.card.number)).toBeVisible();
      }
      expect(second.url()).toBe(page.url());
      // A declined card says why, and the form stays for another card.
      await payWithCard(page, t, 'paid', '4000 0000 0000 0002');
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.declined);
      await payWithCard(page, t);
      // The second tab's card is not charged again: its order is paid, and the page says so.
      await payWithCard(second, t);
      const orders = await rest<{ id: string; status: string }[]>(`course_orders?select=id,status&user_id=eq.${userId}`, { service: true });
      expect(orders.map((o) => o.status)).toEqual(['paid']);
      const charged = await rest<{ status: string }[]>(`course_payments?select=status&order_id=eq.${orders[0]!.id}`, { service: true });
      expect(charged).toEqual([{ status: 'succeeded' }]);
    });

    test('a payment that cannot fulfil its order is kept for review, said so, and never offered again', async ({ page, request }) => {
      const { userId } = await signIn(page, t, lang);
      await page.goto(t.otherCourse);
      await untilHydrated(page);
      await page.getByRole('button', { name: t.buy }).click();
      await expect(page.getByLabel(t.card.number)).toBeVisible();
      const orderId = new URL(page.url()).searchParams.get('order')!;
      // The provider reports a payment of another amount (a hosted checkout changed by hand, say).
      const event = JSON.stringify({
        id: `tev_${randomBytes(12).toString('hex')}`,
        type: 'course_order.paid',
        data: { charge_id: `tch_${randomBytes(12).toString('hex')}`, order_id: orderId, amount_cents: 100, currency: 'EUR', subscription_id: null, period_end: null },
      });
      const accepted = await request.post('/api/payments/webhook', { data: event, headers: { 'content-type': 'application/json', 'x-test-payments-signature': signedByTestProvider(event) } });
      expect(accepted.status()).toBe(200);
      await page.reload();
      await expect(page.getByTestId('course-payment-review')).toHaveText(t.review);
      await expect(page.getByLabel(t.card.number)).toHaveCount(0);
      expect(await rest<{ status: string }[]>(`course_orders?select=status&id=eq.${orderId}`, { service: true })).toEqual([{ status: 'review' }]);
      expect(await rest<unknown[]>(`course_entitlements?select=id&user_id=eq.${userId}`, { service: true })).toHaveLength(0);
    });

    test('each plan ends with its own terms: subscriptions are cancelled from My Account, lifetime is paid once', async ({ page }) => {
      await page.goto(t.courses);
      const plans = page.getByTestId('plan-list').locator('> li');
      await expect(plans).toHaveCount(3);
      // The page title lines up with the content under it (the header used to sit 16 px further left).
      const [title, list] = await Promise.all([page.getByRole('heading', { level: 1 }).boundingBox(), page.getByTestId('plan-list').boundingBox()]);
      expect(Math.abs(title!.x - list!.x)).toBeLessThanOrEqual(1);
      for (const [name, terms] of Object.entries(t.plans)) {
        const plan = plans.filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
        await expect(plan.getByRole('listitem').last()).toHaveText(terms);
        // No plan promises what another one's terms say.
        for (const other of new Set(Object.values(t.plans))) if (other !== terms) await expect(plan.getByText(other, { exact: true })).toHaveCount(0);
      }
    });

    test('a course coming soon cannot be bought, and "notify me" stores the request', async ({ page }) => {
      await page.goto(t.comingSoonCourse);
      await expect(page.getByText(t.notOnSale)).toBeVisible();
      await expect(page.getByRole('button', { name: t.buy })).toHaveCount(0);
      const email = newAddress(`notify-${lang}`);
      await page.getByLabel(t.notifyEmail).fill(email);
      await page.getByRole('button', { name: t.notify }).click();
      await expect(page.getByTestId('notify-done')).toBeVisible();
      const stored = await rest<{ course_id: number; lang: string }[]>(`course_notify_requests?select=course_id,lang&email=eq.${encodeURIComponent(email.toLowerCase())}`, { service: true });
      expect(stored).toEqual([{ course_id: 10, lang }]);
    });
  });
}

test('on a phone the course journey fits the screen and its controls are large enough to tap', async ({ page }) => {
  const t = texts.es;
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = async () => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  };
  const tappable = async (name: string | RegExp, role: 'button' | 'link' = 'button') => {
    const box = await page.getByRole('main').getByRole(role, { name }).first().boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  };
  await page.goto(t.courses);
  await page.getByLabel(t.search).fill(t.query);
  await expect(page.getByTestId('course-count')).toHaveText(t.count);
  await fits();
  await page.getByRole('link', { name: t.courseTitle }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: t.courseTitle })).toBeVisible();
  await fits();
  await tappable(t.buy);
  await signIn(page, t, 'es');
  await fits();
  await page.goto(t.otherCourse);
  const lessonHref = (await page.getByRole('navigation', { name: /Temario/ }).getByRole('link').last().getAttribute('href'))!;
  await page.goto(lessonHref);
  await expect(page.getByTestId('lesson-locked')).toBeVisible();
  await fits();
  await tappable(t.buy);
  await page.getByRole('main').getByRole('button', { name: t.buy }).click();
  await fits();
  await tappable(t.pay);
  await payWithCard(page, t);
  await fits();
  await page.goto(lessonHref);
  await expect(page.getByTestId('lesson-video')).toBeVisible();
  await fits();
  const video = await page.getByTestId('lesson-video').boundingBox();
  expect(video!.width).toBeLessThanOrEqual(390);
  await tappable(t.markDone);
});
