'use client';

import { useSyncExternalStore } from 'react';

/** The visitor's system asks for less motion. */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Read once, where a moment's motion is decided (a scroll). */
export const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(REDUCED_MOTION);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** Whether the system asks for reduced motion, following it when it changes; false in the server HTML. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
