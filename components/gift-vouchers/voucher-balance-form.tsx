'use client';

import { useState } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { inputClass } from '@/components/forms/fields';
import { checkVoucherBalanceAction, type VoucherBalanceAnswer } from './actions';

export interface VoucherBalanceLabels {
  heading: string;
  code: string;
  submit: string;
  sending: string;
  failed: string;
}

/**
 * "Check a voucher's balance": the code as printed on the e-mail or the PDF, sent to a server action that answers
 * with a sentence in the visitor's language (what is left of what, or why not). Nothing is kept in the page's address.
 */
export function VoucherBalanceForm({ lang, labels }: { lang: Locale; labels: VoucherBalanceLabels }) {
  const [answer, setAnswer] = useState<VoucherBalanceAnswer | null>(null);
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    setPending(true);
    setAnswer(await checkVoucherBalanceAction(lang, code).catch(() => ({ ok: false as const, text: labels.failed })));
    setPending(false);
  };
  return (
    <section aria-labelledby="voucher-balance-title" className="mt-6 grid gap-2 rounded-lg border border-slate-200 p-5" data-testid="voucher-balance">
      <h2 id="voucher-balance-title" className="text-lg font-semibold">{labels.heading}</h2>
      <form noValidate onSubmit={onSubmit} className="grid gap-2" aria-busy={pending}>
        <label htmlFor="voucher-balance-code" className="text-sm font-medium">{labels.code}</label>
        <div className="flex gap-2">
          <input
            id="voucher-balance-code"
            name="code"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            aria-invalid={answer?.ok === false || undefined}
            aria-describedby={answer ? 'voucher-balance-answer' : undefined}
            className={`${inputClass} mt-0 min-h-11 min-w-0 flex-1 uppercase`}
          />
          <button type="submit" disabled={pending} className="min-h-11 shrink-0 rounded-md border border-brand-700 px-4 font-semibold text-brand-700 disabled:opacity-60">
            {pending ? labels.sending : labels.submit}
          </button>
        </div>
        <p id="voucher-balance-answer" role="status" className={answer?.ok === false ? 'text-sm font-medium text-red-700' : 'text-sm font-semibold text-slate-900'}>
          {answer?.text}
        </p>
      </form>
    </section>
  );
}
