'use client';

import { allAccepted, onlyNecessary } from '@/lib/consent/consent';
import { openConsentSettings, saveConsent } from '@/lib/consent/store';
import { Link } from '@/lib/i18n/link';
import { consentButtonClass as button } from './consent-button';
import type { ConsentLabels } from './consent-ui';

/**
 * Fixed at the bottom, drawn over the page rather than pushing it, so it never shifts the layout; from the sm
 * breakpoint on it keeps to the left, clear of the chat button.
 */
export function ConsentBanner({ labels, policyHref }: { labels: ConsentLabels; policyHref: string }) {
  return (
    <section
      aria-labelledby="consent-banner-title"
      data-testid="consent-banner"
      className="fixed inset-x-2 bottom-2 z-50 rounded-lg border border-slate-300 bg-white p-3 shadow-xl sm:right-24 sm:bottom-4 sm:left-4 sm:max-w-xl sm:p-4"
    >
      <h2 id="consent-banner-title" className="font-semibold">{labels.bannerTitle}</h2>
      {/* Short on purpose: drawn after the page, a long text could become the page's largest paint. */}
      <p className="mt-1 text-sm text-slate-700">{labels.bannerText}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button type="button" onClick={() => saveConsent(allAccepted)} className={`${button} bg-brand-700 text-white`}>{labels.acceptAll}</button>
        <button type="button" onClick={() => saveConsent(onlyNecessary)} className={`${button} bg-brand-700 text-white`}>{labels.rejectAll}</button>
        <button type="button" onClick={openConsentSettings} className={`${button} border border-slate-400 text-slate-900`}>{labels.customize}</button>
        <Link href={policyHref} className="px-2 text-sm font-medium text-brand-700 underline">{labels.policyLink}</Link>
      </div>
    </section>
  );
}
