'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorText, FieldError, inputClass, SubmitButton, TextField } from '@/components/forms/fields';
import { formatPrice } from '@/lib/format';
import type { GiftVoucherValues } from '@/lib/forms/gift-voucher';
import { zodResolver } from '@/lib/forms/zod-resolver';
import type { GiftVoucherLimits } from '@/lib/gift-vouchers/limits';
import type { Locale } from '@/lib/i18n/routing';
import { createGiftVoucherAction, type GiftVoucherFormError } from './actions';

/** The form's texts, translated (with the limits in them) by the page. */
export interface GiftVoucherFormLabels {
  amount: string;
  amountHint: string;
  quickAmounts: string;
  email: string;
  emailHint: string;
  recipientName: string;
  recipientHint: string;
  message: string;
  messageHint: string;
  submit: string;
  sending: string;
  errors: Record<'amount' | 'email' | 'required' | 'singleLine' | 'tooLong' | 'failed' | 'limited', string>;
}

/**
 * Buying a gift voucher: an amount (typed, or one tap on a suggested one), the buyer's e-mail, an optional name and
 * message. Checked here with the schema the server action uses again, both built from the database's limits; the
 * action records the purchase and opens its payment page.
 */
export function GiftVoucherForm({ lang, limits, suggested, labels }: { lang: Locale; limits: GiftVoucherLimits; suggested: number[]; labels: GiftVoucherFormLabels }) {
  const [failure, setFailure] = useState<GiftVoucherFormError | null>(null);
  const { register, handleSubmit, setValue, control, formState: { errors, isSubmitting, isSubmitted } } = useForm<GiftVoucherValues>({
    // zod loads with the first validation: the page is read more often than the form is sent.
    resolver: zodResolver(() => import('@/lib/forms/gift-voucher').then((m) => m.giftVoucherSchema(limits))),
    defaultValues: { email: '', recipientName: '', message: '', lang },
  });
  const amount = useWatch({ control, name: 'amount' });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await createGiftVoucherAction(values).catch(() => ({ error: 'failed' as const }));
    setFailure(result.error);
  });
  const amountError = errorText(labels.errors, errors.amount);
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={isSubmitting}>
      <fieldset className="grid gap-2">
        <legend className="font-medium">{labels.quickAmounts}</legend>
        <div className="flex flex-wrap gap-2">
          {suggested.map((euros) => (
            <button
              key={euros}
              type="button"
              aria-pressed={amount === euros}
              onClick={() => setValue('amount', euros, { shouldValidate: isSubmitted, shouldDirty: true })}
              className="min-h-11 min-w-20 rounded-md border border-brand-700 px-4 font-semibold text-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {formatPrice(euros * 100, lang)}
            </button>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="voucher-amount" className="font-medium">{labels.amount}</label>
        <p id="voucher-amount-hint" className="text-sm text-slate-600">{labels.amountHint}</p>
        <input
          id="voucher-amount"
          type="number"
          inputMode="numeric"
          min={limits.minCents / 100}
          max={limits.maxCents / 100}
          step={limits.stepCents / 100}
          aria-required
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? 'voucher-amount-hint voucher-amount-error' : 'voucher-amount-hint'}
          className={`${inputClass} max-w-48`}
          {...register('amount', { valueAsNumber: true })}
        />
        <FieldError id="voucher-amount-error" text={amountError} />
      </div>
      <TextField id="voucher-email" label={labels.email} hint={labels.emailHint} type="email" autoComplete="email" required registration={register('email')} error={errorText(labels.errors, errors.email)} />
      <TextField id="voucher-recipient" label={labels.recipientName} hint={labels.recipientHint} autoComplete="off" registration={register('recipientName')} error={errorText(labels.errors, errors.recipientName)} />
      <TextField id="voucher-message" label={labels.message} hint={labels.messageHint} multiline registration={register('message')} error={errorText(labels.errors, errors.message)} />
      <div>
        <SubmitButton submitting={isSubmitting} label={labels.submit} sendingLabel={labels.sending} />
        <p role="status" className="mt-3 font-medium text-red-700">{failure === 'limited' ? labels.errors.limited : failure ? labels.errors.failed : ''}</p>
      </div>
    </form>
  );
}
