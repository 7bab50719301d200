'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { SponsorLogo } from './sponsor-logo';

export interface CarouselLogo {
  id: number;
  name: string;
  logo: string | null;
}

const SponsorSwiper = dynamic(() => import('./sponsor-swiper').then((m) => m.SponsorSwiper), { ssr: false });

/**
 * The footer's sponsor carousel. Swiper is loaded only when the footer comes near the viewport, so the pages'
 * first load does not pay for it; until then the same logos stand still in a row.
 */
export function SponsorCarousel({ sponsors, loadingText }: { sponsors: CarouselLogo[]; loadingText: string }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '400px 0px' });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [near]);

  if (sponsors.length === 0) {
    return (
      <p role="status" className="py-6 text-center text-slate-600">
        {loadingText}
      </p>
    );
  }
  return (
    <div ref={frameRef} className="sponsor-carousel-frame min-h-20">
      {near ? (
        <SponsorSwiper sponsors={sponsors} />
      ) : (
        <ul className="flex h-20 items-center justify-around overflow-hidden">
          {sponsors.slice(0, 5).map((sponsor) => (
            <li key={sponsor.id} className="flex h-20 items-center px-4">
              <SponsorLogo sponsor={sponsor} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
