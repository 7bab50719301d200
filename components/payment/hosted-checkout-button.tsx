'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { startHostedCheckoutAction, type PaymentErrorKey } from './actions';
import { PaymentError } from './payment-error';

/** Sends the traveller to the provider's own payment page (Stripe Checkout). */
export function HostedCheckoutButton({ lang, reference, accessKey, amount }: { lang: Locale; reference: string; accessKey: string | null; amount: string }) {
  const t = useTranslations('Payment');
  const [error, setError] = useState<PaymentErrorKey | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <div className="grid gap-3">
      {error ? <PaymentError error={error} /> : null}
      <button
        type="button"
        disabled={pending}
        onClick={() => startTransition(async () => setError((await startHostedCheckoutAction(reference, accessKey, lang).catch(() => ({ error: 'failed' as const }))).error))}
        className="min-h-11 rounded-md bg-brand-700 px-4 py-3 text-lg font-semibold text-white disabled:opacity-60"
      >
        {pending ? t('redirecting') : t('payWithStripe', { amount })}
      </button>
    </div>
  );
}
