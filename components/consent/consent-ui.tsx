'use client';

import Script from 'next/script';
import { useEffect, useRef, useState } from 'react';
import type { Messages } from 'next-intl';
import { allAccepted, onlyNecessary, optionalCategories, type ConsentCategory, type ConsentChoice } from '@/lib/consent/consent';
import { onOpenConsentSettings, openConsentSettings, saveConsent } from '@/lib/consent/store';
import { Link } from '@/lib/i18n/navigation';
import { useHydrated } from '../use-hydrated';
import { useConsent } from './use-consent';

export type ConsentLabels = Messages['Consent'];

/**
 * The banner (until a choice is made), the settings dialog, and the analytics script once allowed. The banner is
 * fixed at the bottom, drawn over the page rather than pushing it, so it never shifts the layout; from the sm
 * breakpoint on it keeps to the left, clear of the chat button.
 */
export function ConsentUi({ labels, policyHref, analyticsScriptUrl }: {
  labels: ConsentLabels;
  policyHref: string;
  analyticsScriptUrl: string | null;
}) {
  const consent = useConsent();
  const hydrated = useHydrated();
  return (
    <>
      {hydrated && consent === null ? <ConsentBanner labels={labels} policyHref={policyHref} /> : null}
      <ConsentDialog labels={labels} analyticsAvailable={analyticsScriptUrl !== null} />
      {analyticsScriptUrl && consent?.analytics ? <Script src={analyticsScriptUrl} strategy="afterInteractive" /> : null}
    </>
  );
}

const button = 'min-h-11 rounded-md px-4 py-2 text-sm font-semibold';

function ConsentBanner({ labels, policyHref }: { labels: ConsentLabels; policyHref: string }) {
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

function ConsentDialog({ labels, analyticsAvailable }: { labels: ConsentLabels; analyticsAvailable: boolean }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<Element | null>(null);
  const consent = useConsent();
  const [choice, setChoice] = useState<ConsentChoice>(onlyNecessary);

  useEffect(
    () =>
      onOpenConsentSettings(() => {
        returnTo.current = document.activeElement;
        setChoice(consent ?? onlyNecessary);
        dialogRef.current?.showModal();
      }),
    [consent],
  );
  useEffect(() => {
    const dialog = dialogRef.current;
    const onClose = () => (returnTo.current instanceof HTMLElement ? returnTo.current.focus() : undefined);
    dialog?.addEventListener('close', onClose);
    return () => dialog?.removeEventListener('close', onClose);
  }, []);

  const decide = (next: ConsentChoice) => {
    saveConsent({ ...next, analytics: analyticsAvailable && next.analytics });
    dialogRef.current?.close();
  };
  const descriptions: Record<ConsentCategory | 'necessary', string> = {
    necessary: labels.necessaryText,
    preferences: labels.preferencesText,
    thirdParty: labels.thirdPartyText,
    analytics: analyticsAvailable ? labels.analyticsText : labels.analyticsOff,
  };
  const titles: Record<ConsentCategory | 'necessary', string> = {
    necessary: labels.necessaryTitle,
    preferences: labels.preferencesTitle,
    thirdParty: labels.thirdPartyTitle,
    analytics: labels.analyticsTitle,
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="consent-dialog-title"
      className="m-auto max-h-[90vh] w-[min(36rem,94vw)] overflow-y-auto rounded-lg bg-white p-6 shadow-xl backdrop:bg-black/40"
    >
      <h2 id="consent-dialog-title" className="text-xl font-bold">{labels.dialogTitle}</h2>
      <p className="mt-2 text-sm text-slate-700">{labels.dialogIntro}</p>
      <ul className="mt-4 space-y-4">
        {(['necessary', ...optionalCategories] as const).map((category) => {
          const fixed = category === 'necessary' || (category === 'analytics' && !analyticsAvailable);
          const checked = category === 'necessary' ? true : choice[category];
          return (
            <li key={category} className="rounded-md border border-slate-200 p-3">
              <div className="flex items-center justify-between gap-3">
                <label htmlFor={`consent-${category}`} className="font-semibold">{titles[category]}</label>
                <input
                  id={`consent-${category}`}
                  type="checkbox"
                  role="switch"
                  checked={checked}
                  disabled={fixed}
                  aria-describedby={`consent-${category}-text`}
                  onChange={(event) => category !== 'necessary' && setChoice({ ...choice, [category]: event.target.checked })}
                  className="h-5 w-5 shrink-0 accent-brand-700"
                />
              </div>
              <p id={`consent-${category}-text`} className="mt-1 text-sm text-slate-700">
                {category === 'necessary' ? `${descriptions[category]} ${labels.alwaysOn}` : descriptions[category]}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="mt-5 flex flex-wrap gap-2">
        <button type="button" onClick={() => decide(choice)} className={`${button} bg-brand-700 text-white`}>{labels.save}</button>
        <button type="button" onClick={() => decide(allAccepted)} className={`${button} border border-slate-400`}>{labels.acceptAll}</button>
        <button type="button" onClick={() => decide(onlyNecessary)} className={`${button} border border-slate-400`}>{labels.rejectAll}</button>
        <button type="button" onClick={() => dialogRef.current?.close()} className={`${button} ml-auto text-slate-700 underline`}>{labels.close}</button>
      </div>
    </dialog>
  );
}
