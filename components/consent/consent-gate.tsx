'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { saveConsent } from '@/lib/consent/store';
import { useConsent } from './use-consent';

export interface ConsentGateLabels {
  /** Who serves the content and what loading it means. */
  text: string;
  load: string;
  always: string;
}

/**
 * Third-party content (a video player, the review widget) behind consent: until the visitor allows third-party
 * content, a placeholder of the same size with a button that loads it once, and one that allows it from now on.
 */
export function ConsentGate({ labels, children, className = '', testId }: {
  labels: ConsentGateLabels;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const consent = useConsent();
  const [once, setOnce] = useState(false);
  // A new choice replaces a one-off load: withdrawing third-party content removes what is showing.
  const decidedAt = consent?.decidedAt;
  const lastDecision = useRef(decidedAt);
  useEffect(() => {
    if (lastDecision.current === decidedAt) return;
    lastDecision.current = decidedAt;
    setOnce(false);
  }, [decidedAt]);
  if (consent?.thirdParty || once) return <>{children}</>;
  return (
    <div data-testid={testId} data-consent-placeholder="" className={`flex flex-col items-center justify-center gap-3 rounded-lg bg-slate-100 p-4 text-center ${className}`}>
      <p className="max-w-md text-sm text-slate-800">{labels.text}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" onClick={() => setOnce(true)} className="min-h-11 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
          {labels.load}
        </button>
        <button
          type="button"
          onClick={() => saveConsent({ preferences: consent?.preferences ?? false, analytics: consent?.analytics ?? false, thirdParty: true })}
          className="min-h-11 rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-900"
        >
          {labels.always}
        </button>
      </div>
    </div>
  );
}
