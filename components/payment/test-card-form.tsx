'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/checkout/form-field';
import { cardSchema, type CardValues } from '@/lib/booking/schema';
import { zodResolver } from '@/lib/forms/zod-resolver';
import type { PaymentErrorKey } from './actions';
import { PaymentError } from './payment-error';

/**
 * The built-in test provider's card form (what a real provider's hosted page or element would take). `pay` is a
 * bound server action: a booking's payment, or a course order's.
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
        <TextField id="card-number" label={t('cardNumber')} registration={register('cardNumber')} error={errors.cardNumber} autoComplete="cc-number" inputMode="numeric" />
      </div>
      <TextField id="card-expiry" label={t('expiry')} registration={register('expiry')} error={errors.expiry} autoComplete="cc-exp" inputMode="numeric" placeholder={t('expiryHint')} />
      <TextField id="card-cvc" label={t('cvc')} registration={register('cvc')} error={errors.cvc} autoComplete="cc-csc" inputMode="numeric" />
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
