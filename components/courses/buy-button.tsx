'use client';

import { useState, useTransition } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import type { OrderError } from '@/lib/data/course-access';
import { startCourseOrderAction } from './actions';

/** "Buy this course" / "Get a plan": starts an order on the server, which then opens the payment page. */
export function BuyButton({ planId, lang, label, errors, signInHref, signInLabel, variant = 'primary' }: {
  planId: number;
  lang: Locale;
  label: string;
  errors: Record<OrderError, string>;
  signInHref: string;
  signInLabel: string;
  variant?: 'primary' | 'secondary';
}) {
  const [error, setError] = useState<OrderError | null>(null);
  const [pending, startTransition] = useTransition();
  const style = variant === 'primary'
    ? 'bg-brand-700 text-white hover:bg-brand-800'
    : 'border border-brand-700 text-brand-800 hover:bg-brand-50';
  return (
    <div className="grid gap-2">
      <button
        type="button"
        disabled={pending}
        aria-busy={pending}
        className={`min-h-11 w-full rounded-md px-4 py-3 font-semibold disabled:opacity-60 ${style}`}
        onClick={() => {
          setError(null);
          startTransition(async () => {
            const result = await startCourseOrderAction(planId, lang).catch(() => ({ error: 'failed' as const }));
            setError(result.error);
          });
        }}
      >
        {label}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {errors[error]} {error === 'signIn' ? <a href={signInHref} className="font-semibold underline">{signInLabel}</a> : null}
        </p>
      ) : null}
    </div>
  );
}
