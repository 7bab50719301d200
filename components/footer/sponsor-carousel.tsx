'use client';

import { useEffect, useRef, useState } from 'react';
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

/** The time each logo takes to move by its own width, which is all the carousel ever does. */
export const SLIDE_MS = 4000;

/** A logo's place: 2 a view on a phone, 3 from 640 px, 5 from 1024 px (Tailwind's sm and lg), of the frame's width. */
const slot = 'flex h-20 w-[50cqw] shrink-0 items-center justify-center px-4 sm:w-[33.333cqw] lg:w-[20cqw]';

/**
 * The footer's sponsor carousel: the logos, twice in a row, moved by a CSS animation (`.sponsor-track` in globals.css)
 * by one logo's width every 4 s, straight on, round again once the first row has gone by. The browser's compositor
 * moves it: no script runs while it moves, and none was loaded for it (it was Swiper, fetched when the footer came near).
 * It starts only when the footer comes near the viewport; until then the same logos stand still in a row.
 *
 * It moves on its own for as long as it is shown, so it has a button to stop it (WCAG 2.2.2, pause, stop, hide):
 * stopped, the carousel gives way to the still row at once, which scrolls by hand to every logo. A visitor whose system
 * asks for reduced motion finds it stopped, and can start it.
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
    <div ref={frameRef} className="sponsor-carousel-frame [container-type:inline-size]">
      {near && !paused ? (
        <div className="sponsor-carousel overflow-hidden">
          <ul className="sponsor-track flex h-20 w-max" style={{ animationDuration: `${sponsors.length * SLIDE_MS}ms` }}>
            {/* The second row only continues the first on screen: screen readers read each logo once. */}
            {[...sponsors, ...sponsors].map((sponsor, i) => (
              <li key={`${i < sponsors.length ? 'a' : 'b'}${sponsor.id}`} className={slot} aria-hidden={i >= sponsors.length || undefined}>
                <SponsorLogo sponsor={sponsor} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul
          className={`flex h-20 snap-x ${paused ? 'overflow-x-auto' : 'overflow-hidden'}`}
          // A region that scrolls is reached from the keyboard too.
          tabIndex={paused ? 0 : undefined}
          aria-label={paused ? labels.list : undefined}
        >
          {sponsors.map((sponsor) => (
            <li key={sponsor.id} className={`${slot} snap-start`}>
              <SponsorLogo sponsor={sponsor} />
            </li>
          ))}
        </ul>
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
