'use client';

import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { SponsorLogo } from './sponsor-logo';

import type { CarouselLogo } from './sponsor-carousel';

/**
 * Sponsor logos: 4 per view by default, 2 from 320 px, 3 from 640 px, 5 from 1024 px (Swiper breakpoints are minimum
 * widths), continuous autoplay (no delay, linear easing in globals.css), 4000 ms per slide, looping.
 */
export const carouselBreakpoints = { 320: { slidesPerView: 2 }, 640: { slidesPerView: 3 }, 1024: { slidesPerView: 5 } };

/** The moving carousel itself; SponsorCarousel loads it only when the footer comes near the viewport. */
export function SponsorSwiper({ sponsors }: { sponsors: CarouselLogo[] }) {
  return (
    <Swiper
      className="sponsor-carousel"
      modules={[Autoplay]}
      slidesPerView={4}
      spaceBetween={0}
      breakpoints={carouselBreakpoints}
      autoplay={{ delay: 0, disableOnInteraction: false, pauseOnMouseEnter: false }}
      speed={4000}
      loop
      allowTouchMove={false}
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
