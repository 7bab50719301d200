'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import type { PaymentErrorKey } from './actions';
import { PaymentError } from './payment-error';

/**
 * Sends the payer to the provider's own payment page (Stripe Checkout). `start` is a server action bound by the page
 * to what is paid (a booking and its key, or a course order); it redirects, or answers why it could not.
 */
export function HostedCheckoutButton({ start, amount }: { start: () => Promise<{ error: PaymentErrorKey }>; amount: string }) {
  const t = useTranslations('Payment');
  const [error, setError] = useState<PaymentErrorKey | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <div className="grid gap-3">
      {error ? <PaymentError error={error} /> : null}
      <button
        type="button"
        disabled={pending}
        onClick={() => startTransition(async () => setError((await start().catch(() => ({ error: 'failed' as const }))).error))}
        className="min-h-11 rounded-md bg-brand-700 px-4 py-3 text-lg font-semibold text-white disabled:opacity-60"
      >
        {pending ? t('redirecting') : t('payWithStripe', { amount })}
      </button>
    </div>
  );
}
