'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { isCodeErrorKey, isVoucherErrorKey } from '@/lib/booking/promotion-errors';
import type { Locale } from '@/lib/i18n/routing';
import { applyCodeAction, removeCodeAction, type CodeKind, type PromotionState } from './promotion-actions';

export interface PromotionCodeProps {
  kind: CodeKind;
  lang: Locale;
  reference: string;
  accessKey: string | null;
  /** The code on the booking and its discount (or what the voucher pays), formatted; null while none is applied. */
  applied: { code: string; discount: string } | null;
}

/**
 * Enter a promotion code or a gift voucher, or take the applied one off; forms with server actions, so they work
 * before hydration.
 */
export function PromotionCode({ kind, lang, reference, accessKey, applied }: PromotionCodeProps) {
  const t = useTranslations(kind === 'promotion' ? 'PromotionCode' : 'GiftVoucher');
  const tp = useTranslations('PromotionCode');
  const tv = useTranslations('GiftVoucher');
  const tb = useTranslations('Booking');
  const tc = useTranslations('Checkout');
  const [state, apply, pending] = useActionState<PromotionState, FormData>(applyCodeAction.bind(null, kind, reference, accessKey, lang), { error: null });

  if (applied) {
    return (
      <form action={removeCodeAction.bind(null, kind, reference, accessKey)} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-2 text-sm" data-testid={`${kind}-applied`}>
        <p role="status">{t('applied', { code: applied.code, amount: applied.discount })}</p>
        <button type="submit" className="min-h-11 font-semibold text-brand-700 underline">{t('remove')}</button>
      </form>
    );
  }

  const error = state.error;
  const message = error === null ? null
    : error === 'empty' ? t('errors.empty')
      : error === 'code_below_minimum' ? tp('errors.code_below_minimum', { amount: state.minimum ?? '' })
        : isCodeErrorKey(error) ? tp(`errors.${error}`)
          : isVoucherErrorKey(error) ? tv(`errors.${error}`)
            : error === 'hold_expired' ? tc('holdEnded')
              : error === 'rate_limited' || error === 'invalid' ? tb(`errors.${error}`) : tb('errors.failed');
  return (
    <form action={apply} className="grid gap-2" aria-busy={pending} noValidate>
      <label htmlFor={`${kind}-code`} className="text-sm font-medium">{t('label')}</label>
      <div className="flex gap-2">
        <input
          id={`${kind}-code`}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${kind}-code-error` : undefined}
          className="block min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 uppercase aria-[invalid=true]:border-red-700"
        />
        <button type="submit" disabled={pending} className="min-h-11 shrink-0 rounded-md border border-brand-700 px-4 font-semibold text-brand-700 disabled:opacity-60">
          {pending ? t('applying') : t('apply')}
        </button>
      </div>
      {message ? <p id={`${kind}-code-error`} role="alert" className="text-sm text-red-800">{message}</p> : null}
    </form>
  );
}
