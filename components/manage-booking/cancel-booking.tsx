'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import type { ManageResult } from './actions';

const button = 'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold';

/**
 * "Cancel booking", then a confirmation that repeats today's fee and refund (worked out by the server from the trip's
 * own table) before anything changes. `cancel` is the server action, bound to the booking and the refund shown.
 */
export function CancelBooking({ quote, cancel }: { quote: string[]; cancel: () => Promise<ManageResult> }) {
  const t = useTranslations('BookingPage');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const confirm = () =>
    startTransition(async () => {
      setError(null);
      const result = await cancel().catch((): ManageResult => ({ ok: false, error: 'failed' }));
      if (result.ok) router.refresh();
      else setError(t(`errors.${result.error}` as 'errors.failed'));
    });

  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className={`${button} border border-red-700 text-red-800`}>
        {t('cancel.action')}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby="cancel-confirm-heading" className="grid gap-3 rounded-lg border-2 border-red-700 bg-red-50 p-4" data-testid="cancel-confirm">
      <h3 id="cancel-confirm-heading" className="text-lg font-semibold">{t('cancel.confirmHeading')}</h3>
      <ul className="grid gap-1">
        {quote.map((line) => <li key={line} className="font-medium">{line}</li>)}
      </ul>
      <p className="text-sm text-slate-700">{t('cancel.release')}</p>
      {error ? <p role="alert" className="font-medium text-red-800">{error}</p> : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={confirm} disabled={pending} className={`${button} bg-red-700 text-white disabled:opacity-60`}>
          {pending ? t('cancel.cancelling') : t('cancel.confirm')}
        </button>
        <button type="button" onClick={() => setOpen(false)} disabled={pending} className={`${button} border border-slate-300`}>
          {t('cancel.keep')}
        </button>
      </div>
    </div>
  );
}
