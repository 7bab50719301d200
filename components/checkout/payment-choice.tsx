'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutValues } from '@/lib/booking/schema';

/** The amounts of each choice, already formatted in the page's language. */
export interface PaymentChoiceTexts {
  total: string;
  depositAvailable: boolean;
  depositPercent: number;
  depositMinDays: number;
  /** Offered at all on this trip (0 % or 100 % means full payment only). */
  tripTakesDeposit: boolean;
  deposit: string;
  balance: string;
  balanceDueOn: string;
}

/** Pay the full amount, or a deposit now and the balance by its due date ("amount due today", "future payments"). */
export function PaymentChoice({ form, texts }: { form: UseFormReturn<CheckoutValues>; texts: PaymentChoiceTexts }) {
  const t = useTranslations('Checkout');
  const { register, watch } = form;
  const choice = watch('paymentOption');
  const card = 'flex min-h-11 gap-3 rounded-md border p-4';
  return (
    <fieldset className="grid gap-3">
      <legend className="text-xl font-semibold">{t('paymentOptions')}</legend>
      <label className={`${card} ${choice === 'full' ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-300'}`}>
        <input type="radio" value="full" className="mt-1 h-5 w-5 shrink-0 accent-brand-700" {...register('paymentOption')} />
        <span>
          <span className="block font-semibold">{t('full')}</span>
          <span className="block text-sm text-slate-700">{t('dueToday')}: <strong>{texts.total}</strong></span>
        </span>
      </label>
      {texts.tripTakesDeposit ? (
        <label className={`${card} ${texts.depositAvailable ? '' : 'cursor-not-allowed opacity-70'} ${choice === 'deposit' ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-300'}`}>
          <input type="radio" value="deposit" disabled={!texts.depositAvailable} className="mt-1 h-5 w-5 shrink-0 accent-brand-700" {...register('paymentOption')} />
          <span>
            <span className="block font-semibold">{t('depositChoice', { percent: texts.depositPercent })}</span>
            {texts.depositAvailable ? (
              <>
                <span className="block text-sm text-slate-700" data-testid="deposit-due-today">{t('dueToday')}: <strong>{texts.deposit}</strong></span>
                <span className="block text-sm text-slate-700" data-testid="deposit-future">{t('futurePayments')}: {t('balanceDue', { amount: texts.balance, date: texts.balanceDueOn })}</span>
              </>
            ) : (
              <span className="block text-sm text-slate-700">{t('depositUnavailable', { days: texts.depositMinDays })}</span>
            )}
          </span>
        </label>
      ) : null}
    </fieldset>
  );
}
