'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { Messages } from 'next-intl';
import { onOpenConsentSettings } from '@/lib/consent/store';
import { useHydrated } from '../use-hydrated';
import { useConsent } from './use-consent';

export type ConsentLabels = Messages['Consent'];

// Neither is needed for the page's first paint: the banner loads once the page knows no choice is stored, the
// settings dialog when it is first asked for.
// React's lazy, not next/dynamic: neither renders on the server, and next/dynamic with next/script cost every page
// about 4 KB of gzip of their own loaders.
const ConsentBanner = lazy(() => import('./consent-banner').then((module) => ({ default: module.ConsentBanner })));
const ConsentDialog = lazy(() => import('./consent-dialog').then((module) => ({ default: module.ConsentDialog })));

/** The analytics script, added once to the document after the visitor allowed it (as next/script's afterInteractive). */
function AnalyticsScript({ src }: { src: string }) {
  useEffect(() => {
    if (document.querySelector(`script[data-analytics="${CSS.escape(src)}"]`)) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.analytics = src;
    document.body.appendChild(script);
  }, [src]);
  return null;
}

/** The banner (until a choice is made), the settings dialog, and the analytics script once allowed. */
export function ConsentUi({ labels, policyHref, analyticsScriptUrl }: {
  labels: ConsentLabels;
  policyHref: string;
  analyticsScriptUrl: string | null;
}) {
  const consent = useConsent();
  const hydrated = useHydrated();
  // The element that asked for the settings first, where focus returns when the dialog closes.
  const [requested, setRequested] = useState<{ from: Element | null } | null>(null);
  useEffect(() => (requested ? undefined : onOpenConsentSettings(() => setRequested({ from: document.activeElement }))), [requested]);
  return (
    <Suspense fallback={null}>
      {hydrated && consent === null ? <ConsentBanner labels={labels} policyHref={policyHref} /> : null}
      {requested ? <ConsentDialog labels={labels} analyticsAvailable={analyticsScriptUrl !== null} openedFrom={requested.from} /> : null}
      {analyticsScriptUrl && consent?.analytics ? <AnalyticsScript src={analyticsScriptUrl} /> : null}
    </Suspense>
  );
}
