'use client';

import { useEffect, useRef } from 'react';
import type { FormMeta } from '@/lib/forms/spam';

/**
 * The quiet spam checks of a form: when it appeared (robots post at once) and a honeypot input that people never
 * see or reach (off screen, hidden from assistive technology, out of the tab order), which robots fill in.
 */
export function useSpamGuard() {
  const shownAt = useRef<number | null>(null);
  const trapRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const meta = (): FormMeta => ({
    trap: trapRef.current?.value ?? '',
    elapsedMs: shownAt.current === null ? 0 : Date.now() - shownAt.current,
  });
  return { trapRef, meta };
}

export function Honeypot({ trapRef }: { trapRef: React.RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label>
        Website
        <input ref={trapRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
