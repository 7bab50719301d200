'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@/components/use-reduced-motion';
import { SponsorLogo } from './sponsor-logo';

export interface CarouselLogo {
  id: number;
  name: string;
  logo: string | null;
}

export interface CarouselLabels {
  loading: string;
  /** The name of the still row a visitor scrolls by hand. */
  list: string;
  pause: string;
  play: string;
}

// React's lazy, not next/dynamic (whose loader every page would carry): Swiper is never in the server HTML.
const SponsorSwiper = lazy(() => import('./sponsor-swiper').then((m) => ({ default: m.SponsorSwiper })));

/**
 * The logos standing still, laid out as the carousel (carouselBreakpoints: 2 logos a view on a phone, 3 from 640 px, 5
 * from 1024 px, Tailwind's sm and lg), so Swiper takes its place without a jump; stopped, it scrolls by hand to every
 * logo.
 */
function StillRow({ sponsors, paused, label }: { sponsors: CarouselLogo[]; paused: boolean; label: string }) {
  return (
    <ul
      className={`flex h-20 snap-x ${paused ? 'overflow-x-auto' : 'overflow-hidden'}`}
      // A region that scrolls is reached from the keyboard too.
      tabIndex={paused ? 0 : undefined}
      aria-label={paused ? label : undefined}
    >
      {sponsors.map((sponsor) => (
        <li key={sponsor.id} className="flex h-20 w-1/2 shrink-0 snap-start items-center justify-center px-4 sm:w-1/3 lg:w-1/5">
          <SponsorLogo sponsor={sponsor} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The footer's sponsor carousel. Swiper is loaded only when the footer comes near the viewport, so the pages'
 * first load does not pay for it; until then the same logos stand still in a row.
 *
 * It moves on its own for as long as it is shown, so it has a button to stop it (WCAG 2.2.2, pause, stop, hide):
 * stopped, the carousel gives way to the still row at once. A visitor whose system asks for reduced motion finds it
 * stopped, and can start it.
 */
export function SponsorCarousel({ sponsors, labels }: { sponsors: CarouselLogo[]; labels: CarouselLabels }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const reducedMotion = useReducedMotion();
  // The visitor's own choice, once made, over the system's.
  const [choice, setChoice] = useState<'paused' | 'playing' | null>(null);
  const paused = choice === null ? reducedMotion : choice === 'paused';

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
        {labels.loading}
      </p>
    );
  }
  return (
    <div ref={frameRef} className="sponsor-carousel-frame">
      {near && !paused ? (
        <Suspense fallback={<StillRow sponsors={sponsors} paused={false} label={labels.list} />}>
          <SponsorSwiper sponsors={sponsors} />
        </Suspense>
      ) : (
        <StillRow sponsors={sponsors} paused={paused} label={labels.list} />
      )}
      <div className="flex justify-end">
        <button
          type="button"
          onClick={() => setChoice(paused ? 'playing' : 'paused')}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-slate-700 hover:text-brand-700 hover:underline"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3 w-3 fill-current">
            {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2.5h3v11H4zm5 0h3v11H9z" />}
          </svg>
          {paused ? labels.play : labels.pause}
        </button>
      </div>
    </div>
  );
}
