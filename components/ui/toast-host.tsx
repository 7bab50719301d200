'use client';

import { lazy, Suspense, useEffect } from 'react';
import { toasterReady, useToastsWanted } from './toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Runs once the Toaster has been committed to the page (same Suspense boundary). */
function WhenMounted() {
  useEffect(() => {
    // The Toaster's live region is on the page a moment before its first toast, so screen readers announce it.
    const timer = window.setTimeout(() => void import('sonner').then((module) => toasterReady(module.toast)), 100);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}

/** The frame's toaster, mounted (and sonner loaded) only once the page raises its first toast. */
export function ToastHost() {
  if (!useToastsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
      <WhenMounted />
    </Suspense>
  );
}
