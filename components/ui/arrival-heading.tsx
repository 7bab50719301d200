'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of a result that replaces a form at the same address (a payment's outcome): it takes focus as it
 * appears, so the visitor, and a screen reader, start at the result instead of where the form had been scrolled to.
 */
export function ArrivalHeading({ children, testId }: { children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1} data-testid={testId} className="scroll-mt-24 text-xl font-semibold focus:outline-none">
      {children}
    </h2>
  );
}
