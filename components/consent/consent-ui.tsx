'use client';

import dynamic from 'next/dynamic';
import Script from 'next/script';
import { useEffect, useState } from 'react';
import type { Messages } from 'next-intl';
import { onOpenConsentSettings } from '@/lib/consent/store';
import { useHydrated } from '../use-hydrated';
import { useConsent } from './use-consent';

export type ConsentLabels = Messages['Consent'];

// Neither is needed for the page's first paint: the banner loads once the page knows no choice is stored, the
// settings dialog when it is first asked for.
const ConsentBanner = dynamic(() => import('./consent-banner').then((module) => module.ConsentBanner), { ssr: false });
const ConsentDialog = dynamic(() => import('./consent-dialog').then((module) => module.ConsentDialog), { ssr: false });

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
    <>
      {hydrated && consent === null ? <ConsentBanner labels={labels} policyHref={policyHref} /> : null}
      {requested ? <ConsentDialog labels={labels} analyticsAvailable={analyticsScriptUrl !== null} openedFrom={requested.from} /> : null}
      {analyticsScriptUrl && consent?.analytics ? <Script src={analyticsScriptUrl} strategy="afterInteractive" /> : null}
    </>
  );
}
