import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Brings the footer near the viewport until the carousel moves. A scroll made before the page hydrates can be undone
 * by content above growing afterwards (images, client-rendered blocks), so the scroll is repeated until it holds.
 */
async function bringCarouselIntoView(page: Page) {
  await expect(async () => {
    await page.locator('.sponsor-carousel-frame').scrollIntoViewIfNeeded();
    await expect(page.locator('.sponsor-carousel')).toBeAttached({ timeout: 2000 });
  }).toPass();
}

/**
 * The moving row's horizontal offset, which its animation changes all the time, and the animation's own clock, read
 * in the same task so that the two agree however long the machine takes between reads.
 */
const trackReading = (page: Page) =>
  page.locator('.sponsor-carousel .sponsor-track').evaluate((el) => ({
    offset: new DOMMatrixReadOnly(getComputedStyle(el).transform).m41,
    time: Number(el.getAnimations()[0]?.currentTime ?? Number.NaN),
  }));
const trackOffset = async (page: Page) => (await trackReading(page)).offset;

/** SPEC 9: 2 logos a view from 320 px, 3 from 640, 5 from 1024. */
for (const [width, perView] of [[320, 2], [640, 3], [1024, 5], [1280, 5]] as const) {
  test(`the sponsor carousel shows ${perView} slides at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/en');
    // The carousel starts moving when the footer comes near the viewport.
    await bringCarouselIntoView(page);
    const carousel = page.locator('.sponsor-carousel');
    await expect(carousel.locator('li').first()).toBeVisible();
    const ratio = await carousel.evaluate((el) => {
      const slide = el.querySelector('li');
      return slide ? el.getBoundingClientRect().width / slide.getBoundingClientRect().width : 0;
    });
    expect(Math.round(ratio)).toBe(perView);
  });
}

test('the carousel does not move before the footer comes near the viewport, and loads no script for it', async ({ page }) => {
  const scripts: string[] = [];
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/en');
  await expect(page.locator('.sponsor-carousel-frame li').first()).toBeAttached();
  await expect(page.locator('.sponsor-carousel')).toHaveCount(0);
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await bringCarouselIntoView(page);
  await expect(page.locator('.sponsor-carousel li').first()).toBeVisible();
  expect(scripts, 'scripts fetched when the carousel started').toEqual([]);
});

test('the carousel loops on without a stop, one logo every 4000 ms', async ({ page }) => {
  await page.goto('/en');
  await bringCarouselIntoView(page);
  const carousel = page.locator('.sponsor-carousel');
  const logos = await page.locator('.sponsor-carousel-frame').evaluate((frame) => frame.querySelectorAll('.sponsor-track li:not([aria-hidden])').length);
  expect(logos).toBeGreaterThan(1);
  // Twice the logos in the row, moved by one row (half the track) in 4 s a logo, linear, forever.
  expect(await carousel.locator('li').count()).toBe(logos * 2);
  const style = await carousel.locator('.sponsor-track').evaluate((el) => {
    const s = getComputedStyle(el);
    return { duration: s.animationDuration, easing: s.animationTimingFunction, iterations: s.animationIterationCount, name: s.animationName };
  });
  expect(style).toEqual({ duration: `${logos * 4}s`, easing: 'linear', iterations: 'infinite', name: 'sponsor-scroll' });
  // Moving at one logo per 4 s: a busy machine that takes longer between two reads changes the animation's clock, not
  // the result. Two reads a moment apart both sit where the clock says, and differ.
  const slide = await carousel.locator('li').first().evaluate((el) => el.getBoundingClientRect().width);
  const expected = ({ time }: { time: number }) => -((time % (logos * 4000)) / 4000) * slide;
  const first = await trackReading(page);
  await expect.poll(async () => (await trackReading(page)).time - first.time).toBeGreaterThan(500);
  const second = await trackReading(page);
  for (const read of [first, second]) expect(Math.abs(read.offset - expected(read)), JSON.stringify(read)).toBeLessThan(2);
  expect(Math.abs(second.offset - first.offset)).toBeGreaterThan(slide / 16);
});

test('the moving carousel keeps the main thread quiet: no work every frame', async ({ page }) => {
  await page.goto('/en');
  await bringCarouselIntoView(page);
  await expect(page.locator('.sponsor-carousel li').first()).toBeVisible();
  // Style recalculations over two seconds of movement, counted by Chromium: one a frame when a script runs every frame
  // (Swiper's Autoplay module gave 45 here, headless Chromium drawing fewer frames than a screen's 120), none for an
  // animation the compositor runs.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const recalcs = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'RecalcStyleCount')?.value ?? 0;
  const before = await recalcs();
  await page.waitForTimeout(2000);
  expect(await recalcs() - before).toBeLessThan(20);
});

test('the moving carousel has a button that stops it at once and one that starts it again (WCAG 2.2.2)', async ({ page }) => {
  await page.goto('/en');
  await bringCarouselIntoView(page);
  const frame = page.locator('.sponsor-carousel-frame');
  const slideWidth = await page.locator('.sponsor-carousel li').first().evaluate((el) => el.getBoundingClientRect().width);
  await frame.getByRole('button', { name: 'Pause the sponsors' }).click();
  // Stopped, the carousel gives way to the still row of logos, as wide each as a slide, and the button now offers to
  // start it.
  await expect(page.locator('.sponsor-carousel')).toHaveCount(0);
  const still = frame.getByRole('list', { name: 'With the support of' });
  await expect(still.getByRole('listitem').first()).toBeVisible();
  expect(await still.getByRole('listitem').first().evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(slideWidth, 0);
  const play = frame.getByRole('button', { name: 'Play the sponsors' });
  await expect(play).toBeFocused();
  await play.click();
  await expect(page.locator('.sponsor-carousel li').first()).toBeVisible();
  const first = await trackOffset(page);
  await expect.poll(() => trackOffset(page), { timeout: 6000 }).not.toBe(first);
  await expect(frame.getByRole('button', { name: 'Pause the sponsors' })).toBeVisible();
});

test('a visitor who asked for reduced motion finds the carousel stopped, in Spanish too, and can start it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/es');
  const frame = page.locator('.sponsor-carousel-frame');
  await frame.scrollIntoViewIfNeeded();
  const play = frame.getByRole('button', { name: 'Reanudar los patrocinadores' });
  await expect(play).toBeVisible();
  // Near the viewport, where the carousel would otherwise have started: the still row stays, and scrolls by hand (or
  // from the keyboard) to its last logo.
  const still = frame.getByRole('list', { name: 'Con la ayuda de' });
  await expect(still.getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('.sponsor-carousel')).toHaveCount(0);
  await expect(still.getByRole('listitem').last()).not.toBeInViewport();
  await still.focus();
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(still.getByRole('listitem').last()).toBeInViewport({ timeout: 300 });
  }).toPass();
  await play.click();
  await expect(page.locator('.sponsor-carousel li').first()).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Pausar los patrocinadores' })).toBeVisible();
});
