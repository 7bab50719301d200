'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import type { ReviewActionResult } from './actions';

type Status = 'pending' | 'published' | 'rejected';

/** The review's state and the two decisions; a decision can be changed later from the same link. */
export function ModerationForm({ status, decide }: { status: Status; decide: (decision: 'published' | 'rejected') => Promise<ReviewActionResult> }) {
  const t = useTranslations('Review.moderation');
  const te = useTranslations('Review.errors');
  const [current, setCurrent] = useState<Status>(status);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const choose = (decision: 'published' | 'rejected') =>
    startTransition(async () => {
      setError(null);
      const result = await decide(decision).catch((): ReviewActionResult => ({ ok: false, error: 'failed' }));
      if (result.ok) setCurrent(decision);
      else setError(te(result.error));
    });
  const button = 'inline-flex min-h-11 items-center rounded-md px-4 py-2 font-semibold disabled:opacity-60';
  return (
    <div className="grid gap-3">
      <p role="status" className="font-medium" data-testid="moderation-status">{t(`status.${current}`)}</p>
      {error ? <p role="alert" className="font-medium text-red-700">{error}</p> : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={pending || current === 'published'} onClick={() => choose('published')} className={`${button} bg-brand-700 text-white`}>
          {t('publish')}
        </button>
        <button type="button" disabled={pending || current === 'rejected'} onClick={() => choose('rejected')} className={`${button} border border-slate-300`}>
          {t('reject')}
        </button>
      </div>
    </div>
  );
}
