'use client';

import { useId, useState, useTransition } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { notifyMeAction } from './actions';

export interface NotifyLabels {
  heading: string;
  email: string;
  submit: string;
  done: string;
  invalid: string;
  limited: string;
  failed: string;
}

/** "Notify me" on a course coming soon: the address is stored once and gets one e-mail when the course opens. */
export function NotifyForm({ courseId, lang, labels }: { courseId: number; lang: Locale; labels: NotifyLabels }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<'ok' | 'invalid' | 'limited' | 'failed' | null>(null);
  const [pending, startTransition] = useTransition();
  if (result === 'ok') return <p role="status" className="rounded-md bg-green-50 p-3 text-green-900" data-testid="notify-done">{labels.done}</p>;
  return (
    <form
      className="grid gap-2"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => setResult(await notifyMeAction(courseId, email, lang).catch(() => 'failed' as const)));
      }}
    >
      <h2 id={`${id}-title`} className="font-semibold">{labels.heading}</h2>
      <label htmlFor={`${id}-email`} className="text-sm font-medium">{labels.email}</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={result === 'invalid'}
        aria-describedby={result ? `${id}-error` : undefined}
        className="min-h-11 rounded-md border border-slate-400 px-3"
      />
      {result ? <p id={`${id}-error`} role="alert" className="text-sm text-red-800">{labels[result]}</p> : null}
      <button type="submit" disabled={pending} className="min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60">{labels.submit}</button>
    </form>
  );
}
