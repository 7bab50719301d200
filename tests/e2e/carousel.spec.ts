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
  const settings = await page.locator('.sponsor-carousel').evaluate((el) => {
    const swiper = (el as HTMLElement & { swiper?: { params: { speed: number; loop: boolean; autoplay: { delay: number } } } }).swiper;
    return swiper ? { speed: swiper.params.speed, loop: swiper.params.loop, delay: swiper.params.autoplay.delay } : null;
  });
  expect(settings).toEqual({ speed: 4000, loop: true, delay: 0 });
  const transform = () => page.locator('.sponsor-carousel .swiper-wrapper').evaluate((el) => getComputedStyle(el).transform);
  const first = await transform();
  await expect.poll(transform, { timeout: 6000 }).not.toBe(first);
});
