'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { InquiryFormFields } from './inquiry-form-fields';

export const INQUIRY_SECTION_ID = 'inquiry';

let heldSubmit = false;
let releaseGuard: (() => void) | null = null;

/**
 * Resolves when the visitor is about to use the inquiry section: it comes within a screen of the viewport, or
 * something in it takes focus or a touch. Until the form is awake a submit is held (never sent as a GET with the
 * message in the URL) and replayed by the form.
 */
function whenNeeded(): Promise<void> {
  const section = document.getElementById(INQUIRY_SECTION_ID);
  // Reached by a client-side navigation: nothing rendered yet, load at once.
  if (!section || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const wake = () => {
      observer.disconnect();
      clearInterval(leftPage);
      section.removeEventListener('focusin', wake);
      section.removeEventListener('pointerdown', wake);
      resolve();
    };
    const hold = (event: Event) => {
      event.preventDefault();
      heldSubmit = true;
      wake();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) wake();
    }, { rootMargin: '100% 0px' });
    observer.observe(section);
    // Left for another page before it woke: the next trip page's form must not wait on this one.
    const leftPage = setInterval(() => {
      if (!section.isConnected) wake();
    }, 1000);
    section.addEventListener('focusin', wake);
    section.addEventListener('pointerdown', wake);
    section.addEventListener('submit', hold);
    releaseGuard = () => section.removeEventListener('submit', hold);
  });
}

/** Called by the form as it wakes (in its layout effect): drops the guard and says whether a submit was held. */
export function takeHeldSubmit(): boolean {
  releaseGuard?.();
  releaseGuard = null;
  const held = heldSubmit;
  heldSubmit = false;
  return held;
}

// The server renders the whole form; the browser loads its code (react-hook-form and the form itself) only when the
// visitor is about to use it, so the trip page's first load carries none of it.
const DeferredFields = lazy(async () => {
  if (typeof document !== 'undefined') await whenNeeded();
  const { InquiryFormFields: Fields } = await import('./inquiry-form-fields');
  return { default: Fields };
});

export function InquiryFormDeferred(props: ComponentProps<typeof InquiryFormFields>) {
  return (
    <Suspense fallback={null}>
      <DeferredFields {...props} />
    </Suspense>
  );
}
