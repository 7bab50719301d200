'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/checkout/form-field';
import { cardSchema, type CardValues } from '@/lib/booking/schema';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { formatCardNumber, formatCvc, formatExpiry, type Formatted } from '@/lib/payments/card-input';
import type { PaymentErrorKey } from './actions';
import { PaymentError } from './payment-error';

type Format = (value: string, caret: number, deleting: boolean) => Formatted;

/**
 * A field that shows its value formatted as it is typed or pasted: the input is rewritten before react-hook-form
 * reads it, and the caret stays after the same digit. Backspace never puts back the separator it just removed.
 */
function formattedAs(registration: UseFormRegisterReturn, format: Format): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      const inputType = (event as { nativeEvent?: { inputType?: unknown } }).nativeEvent?.inputType;
      const deleting = typeof inputType === 'string' && inputType.startsWith('delete');
      const { value, caret } = format(input.value, input.selectionStart ?? input.value.length, deleting);
      if (value !== input.value) {
        input.value = value;
        if (document.activeElement === input) input.setSelectionRange(caret, caret);
      }
      return registration.onChange(event);
    },
  };
}

/**
 * The built-in test provider's card form (what a real provider's hosted page or element would take). `pay` is a
 * bound server action: a booking's payment, or a course order's. Every field keeps a phone's numeric keypad and its
 * `cc-*` autofill; the number (Luhn) and the date are checked here before anything is sent, and again on the server.
 */
export function TestCardForm({ amount, pay }: { amount: string; pay: (values: CardValues) => Promise<{ error: PaymentErrorKey }> }) {
  const t = useTranslations('Payment');
  const [error, setError] = useState<PaymentErrorKey | null>(null);
  const [pending, startTransition] = useTransition();
  const { register, handleSubmit, formState: { errors } } = useForm<CardValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', cardholder: '' },
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit((values) => {
    setError(null);
    startTransition(async () => {
      const result = await pay(values).catch(() => ({ error: 'failed' as const }));
      setError(result.error);
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={pending}>
      <div className="sm:col-span-2">
        <TextField id="card-number" label={t('cardNumber')} registration={formattedAs(register('cardNumber'), formatCardNumber)} error={errors.cardNumber} autoComplete="cc-number" inputMode="numeric" placeholder={t('cardNumberHint')} />
      </div>
      <TextField id="card-expiry" label={t('expiry')} registration={formattedAs(register('expiry'), formatExpiry)} error={errors.expiry} autoComplete="cc-exp" inputMode="numeric" placeholder={t('expiryHint')} />
      <TextField id="card-cvc" label={t('cvc')} registration={formattedAs(register('cvc'), formatCvc)} error={errors.cvc} autoComplete="cc-csc" inputMode="numeric" />
      <div className="sm:col-span-2">
        <TextField id="card-holder" label={t('cardholder')} registration={register('cardholder')} error={errors.cardholder} autoComplete="cc-name" />
      </div>
      {error ? <div className="sm:col-span-2"><PaymentError error={error} /></div> : null}
      <button type="submit" disabled={pending} className="min-h-11 rounded-md bg-brand-700 px-4 py-3 text-lg font-semibold text-white disabled:opacity-60 sm:col-span-2">
        {pending ? t('paying') : t('pay', { amount })}
      </button>
    </form>
  );
}
