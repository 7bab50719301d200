import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Brings the footer near the viewport until Swiper has mounted. A scroll made before the page hydrates can be undone
 * by content above growing afterwards (images, client-rendered blocks), so the scroll is repeated until it holds.
 */
async function bringCarouselIntoView(page: Page) {
  await expect(async () => {
    await page.locator('.sponsor-carousel-frame').scrollIntoViewIfNeeded();
    await expect(page.locator('.sponsor-carousel')).toBeAttached({ timeout: 2000 });
  }).toPass();
}

/** The wrapper's transform, which Swiper's continuous autoplay moves all the time. */
const wrapperTransform = (page: Page) => page.locator('.sponsor-carousel .swiper-wrapper').evaluate((el) => getComputedStyle(el).transform);

/** SPEC 9 with Swiper's minimum-width breakpoints: 2 from 320 px, 3 from 640, 5 from 1024 (4 is the default below 320). */
for (const [width, perView] of [[320, 2], [640, 3], [1024, 5], [1280, 5]] as const) {
  test(`the sponsor carousel shows ${perView} slides at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/en');
    // Swiper loads when the footer comes near the viewport.
    await bringCarouselIntoView(page);
    const carousel = page.locator('.sponsor-carousel');
    await expect(carousel.locator('.swiper-slide').first()).toBeVisible();
    const ratio = await carousel.evaluate((el) => {
      const slide = el.querySelector('.swiper-slide');
      return slide ? el.getBoundingClientRect().width / slide.getBoundingClientRect().width : 0;
    });
    expect(Math.round(ratio)).toBe(perView);
  });
}

test('swiper is not loaded before the footer comes near the viewport', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/en');
  await expect(page.locator('.sponsor-carousel-frame li').first()).toBeAttached();
  await expect(page.locator('.sponsor-carousel')).toHaveCount(0);
  await bringCarouselIntoView(page);
  await expect(page.locator('.sponsor-carousel .swiper-slide').first()).toBeVisible();
});

test('the carousel loops with continuous autoplay at 4000 ms', async ({ page }) => {
  await page.goto('/en');
  await bringCarouselIntoView(page);
  const carousel = page.locator('.sponsor-carousel');
  const state = () => carousel.evaluate((el) => {
    const swiper = (el as HTMLElement & { swiper?: { params: { speed: number; loop: boolean }; realIndex: number } }).swiper;
    const wrapper = el.querySelector<HTMLElement>('.swiper-wrapper');
    const style = wrapper ? getComputedStyle(wrapper) : null;
    return swiper && style
      ? { speed: swiper.params.speed, loop: swiper.params.loop, realIndex: swiper.realIndex, easing: style.transitionTimingFunction, duration: style.transitionDuration }
      : null;
  });
  const first = await state();
  expect(first).toMatchObject({ speed: 4000, loop: true, easing: 'linear', duration: '4s' });
  // One slide after another without a stop: two slides on within two transitions and a margin.
  const start = first?.realIndex ?? 0;
  const slides = await carousel.locator('.swiper-slide').count();
  await expect.poll(async () => (((await state())?.realIndex ?? start) - start + slides) % slides >= 2, { timeout: 11_000 }).toBe(true);
  const now = await wrapperTransform(page);
  await expect.poll(() => wrapperTransform(page), { timeout: 2000 }).not.toBe(now);
});

test('the moving carousel keeps the main thread quiet: no work every frame', async ({ page }) => {
  await page.goto('/en');
  await bringCarouselIntoView(page);
  await expect(page.locator('.sponsor-carousel .swiper-slide').first()).toBeVisible();
  // Style recalculations over two seconds of movement, counted by Chromium: one a frame when a script runs every frame
  // (Swiper's Autoplay module gave 45 here, headless Chromium drawing fewer frames than a screen's 120), a handful at
  // each slide's end otherwise.
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
  const slideWidth = await page.locator('.sponsor-carousel .swiper-slide').first().evaluate((el) => el.getBoundingClientRect().width);
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
  await expect(page.locator('.sponsor-carousel .swiper-slide').first()).toBeVisible();
  const first = await wrapperTransform(page);
  await expect.poll(() => wrapperTransform(page), { timeout: 6000 }).not.toBe(first);
  await expect(frame.getByRole('button', { name: 'Pause the sponsors' })).toBeVisible();
});

test('a visitor who asked for reduced motion finds the carousel stopped, in Spanish too, and can start it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/es');
  const frame = page.locator('.sponsor-carousel-frame');
  await frame.scrollIntoViewIfNeeded();
  const play = frame.getByRole('button', { name: 'Reanudar los patrocinadores' });
  await expect(play).toBeVisible();
  // Near the viewport, where Swiper would otherwise have mounted: the still row stays, and scrolls by hand (or from
  // the keyboard) to its last logo.
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
  await expect(page.locator('.sponsor-carousel .swiper-slide').first()).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Pausar los patrocinadores' })).toBeVisible();
});
