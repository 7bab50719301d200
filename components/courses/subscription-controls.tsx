'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, useTransition } from 'react';
import { setSubscriptionRenewalAction } from './actions';

export interface CancelLabels {
  cancel: string;
  /** "Cancel your Monthly subscription?" */
  title: string;
  /** What happens: no further charge, access until the period's end, resumable until then. */
  body: string;
  confirm: string;
  keep: string;
  failed: string;
}

const button = 'min-h-11 rounded-md px-4 py-2 font-semibold disabled:opacity-60';

/**
 * "Cancel the subscription" asks first, in a dialog that says until when access lasts and that it can be undone;
 * only "Yes, cancel it" stops the renewals. The page then shows the cancellation and "Resume".
 */
export function CancelSubscription({ id, labels }: { id: string; labels: CancelLabels }) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();
  return (
    <div>
      <button type="button" onClick={() => { setFailed(false); dialog.current?.showModal(); }} className={`${button} border border-red-700 text-red-800 hover:bg-red-50`}>
        {labels.cancel}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg p-0 shadow-xl backdrop:bg-slate-900/60"
        data-testid="cancel-dialog"
      >
        <div className="grid gap-4 p-5">
          <h3 id={titleId} className="text-xl font-semibold">{labels.title}</h3>
          <p>{labels.body}</p>
          {failed ? <p role="alert" className="text-sm text-red-800">{labels.failed}</p> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" autoFocus onClick={() => dialog.current?.close()} className={`${button} border border-slate-400 text-slate-900 hover:bg-slate-50`}>
              {labels.keep}
            </button>
            <button
              type="button"
              disabled={pending}
              aria-busy={pending}
              onClick={() => startTransition(async () => {
                const result = await setSubscriptionRenewalAction(id, false).catch(() => 'failed' as const);
                setFailed(result !== 'ok');
                if (result !== 'ok') return;
                dialog.current?.close();
                router.refresh();
              })}
              className={`${button} bg-red-700 text-white hover:bg-red-800`}
            >
              {labels.confirm}
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}

/** "Resume the subscription" before the paid period ends: it renews again as before, with no charge until then. */
export function ResumeSubscription({ id, label, failed: failedText }: { id: string; label: string; failed: string }) {
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();
  return (
    <div>
      <button
        type="button"
        disabled={pending}
        aria-busy={pending}
        onClick={() => startTransition(async () => {
          const result = await setSubscriptionRenewalAction(id, true).catch(() => 'failed' as const);
          setFailed(result !== 'ok');
          if (result === 'ok') router.refresh();
        })}
        className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
      >
        {label}
      </button>
      {failed ? <p role="alert" className="mt-1 text-sm text-red-800">{failedText}</p> : null}
    </div>
  );
}
