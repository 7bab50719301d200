'use client';

import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperClass } from 'swiper/types';
import 'swiper/css';
import { SponsorLogo } from './sponsor-logo';

import type { CarouselLogo } from './sponsor-carousel';

/**
 * Sponsor logos: 4 per view by default, 2 from 320 px, 3 from 640 px, 5 from 1024 px (Swiper breakpoints are minimum
 * widths), continuous autoplay (no delay, linear easing: `.sponsor-carousel` in globals.css), 4000 ms per slide,
 * looping.
 */
export const carouselBreakpoints = { 320: { slidesPerView: 2 }, 640: { slidesPerView: 3 }, 1024: { slidesPerView: 5 } };

/** The time each slide takes to move by, which is all the carousel ever does. */
const SLIDE_MS = 4000;

/**
 * Continuous autoplay without Swiper's Autoplay module: each slide starts when the last one's transition ends, as the
 * module does with no delay, but without its requestAnimationFrame loop (a countdown for progress bars, run every
 * frame for as long as the carousel exists, even scrolled out of sight). Measured on a phone-sized checkout with the
 * carousel in view: 82 ms of main-thread work and 60 style recalculations a second with the module.
 */
function moveContinuously(swiper: SwiperClass) {
  const wrapper = swiper.wrapperEl;
  // After the whole event: Swiper's own listener, which ends the slide it is in, comes after this one.
  const next = (event: TransitionEvent) => {
    if (event.target !== wrapper) return;
    setTimeout(() => {
      if (!swiper.destroyed) swiper.slideNext(SLIDE_MS);
    }, 0);
  };
  wrapper.addEventListener('transitionend', next);
  swiper.on('beforeDestroy', () => wrapper.removeEventListener('transitionend', next));
  swiper.slideNext(SLIDE_MS);
}

/** The moving carousel itself; SponsorCarousel loads it only when the footer comes near the viewport. */
export function SponsorSwiper({ sponsors }: { sponsors: CarouselLogo[] }) {
  return (
    <Swiper
      className="sponsor-carousel"
      slidesPerView={4}
      spaceBetween={0}
      breakpoints={carouselBreakpoints}
      speed={SLIDE_MS}
      loop
      allowTouchMove={false}
      onInit={moveContinuously}
    >
      {sponsors.map((sponsor) => (
        <SwiperSlide key={sponsor.id} className="px-4">
          <div className="flex h-20 items-center justify-center">
            <SponsorLogo sponsor={sponsor} />
          </div>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
