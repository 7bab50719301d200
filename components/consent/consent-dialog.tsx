'use client';

import { useEffect, useRef, useState } from 'react';
import { allAccepted, onlyNecessary, optionalCategories, type ConsentCategory, type ConsentChoice } from '@/lib/consent/consent';
import { onOpenConsentSettings, saveConsent } from '@/lib/consent/store';
import { consentButtonClass as button } from './consent-button';
import type { ConsentLabels } from './consent-ui';
import { useConsent } from './use-consent';

/**
 * The settings dialog. It loads when first asked for and opens as it mounts (focus goes back to `openedFrom` when
 * it closes); later requests reach its own listener.
 */
export function ConsentDialog({ labels, analyticsAvailable, openedFrom }: {
  labels: ConsentLabels;
  analyticsAvailable: boolean;
  openedFrom: Element | null;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<Element | null>(openedFrom);
  const consent = useConsent();
  const [choice, setChoice] = useState<ConsentChoice>(() => consent ?? onlyNecessary);

  useEffect(() => {
    if (dialogRef.current && !dialogRef.current.open) dialogRef.current.showModal();
  }, []);
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
