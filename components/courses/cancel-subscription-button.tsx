'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { cancelSubscriptionAction } from './actions';

/** Cancels a subscription's renewals; the page then shows until when access lasts. */
export function CancelSubscriptionButton({ id, label, failed }: { id: string; label: string; failed: string }) {
  const router = useRouter();
  const [error, setError] = useState(false);
  const [pending, startTransition] = useTransition();
  return (
    <div>
      <button
        type="button"
        disabled={pending}
        onClick={() => startTransition(async () => {
          const result = await cancelSubscriptionAction(id).catch(() => 'failed' as const);
          setError(result !== 'ok');
          if (result === 'ok') router.refresh();
        })}
        className="min-h-11 rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
      >
        {label}
      </button>
      {error ? <p role="alert" className="mt-1 text-sm text-red-800">{failed}</p> : null}
    </div>
  );
}
