'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { errorPaths, focusFirstInvalid } from '@/components/forms/focus-first-invalid';
import type { BookingErrorKey } from '@/lib/booking/booking';
import type { CheckoutValues } from '@/lib/booking/schema';
import { loadOnce, zodResolver } from '@/lib/forms/zod-resolver';
import type { Locale } from '@/lib/i18n/routing';
import { saveDetailsAction } from './actions';
import { BillingFields } from './billing-fields';
import { PaymentChoice, type PaymentChoiceTexts } from './payment-choice';
import { FieldMessage, inputClass } from './form-field';

export interface CheckoutFormProps {
  lang: Locale;
  reference: string;
  accessKey: string;
  places: number;
  countries: { code: string; name: string }[];
  defaults: CheckoutValues;
  payment: PaymentChoiceTexts;
  termsHref: string;
}

/**
 * The schema (and zod with it, about 20 KB of gzip) loads when the visitor first focuses a field, not with the page:
 * the first validation, on leaving a field, finds it loaded.
 */
const loadCheckoutSchema = loadOnce(() => import('@/lib/booking/schema').then((module) => module.checkoutSchema));

/**
 * Billing details, every traveller's name, the terms and the payment choice, validated by the same schema in the
 * browser and in the server action; each error sits next to its field.
 */
export function CheckoutForm({ lang, reference, accessKey, places, countries, defaults, payment, termsHref }: CheckoutFormProps) {
  const t = useTranslations('Checkout');
  const tb = useTranslations('Booking');
  const tf = useTranslations('BookingForm');
  const tp = useTranslations('PromotionCode');
  const [serverError, setServerError] = useState<BookingErrorKey | null>(null);
  const [pending, startTransition] = useTransition();
  // How many fields the last refused submit flagged: said once, when it is refused, not again at every correction.
  const [refused, setRefused] = useState<{ count: number; attempt: number } | null>(null);
  // react-hook-form would focus the first field registered, the travellers' names (rendered before the billing
  // fields' component), so the first invalid field in the page's order is focused here instead.
  const form = useForm<CheckoutValues>({ resolver: zodResolver(loadCheckoutSchema), defaultValues: defaults, mode: 'onTouched', shouldFocusError: false });
  const { register, handleSubmit, formState: { errors } } = form;

  const onSubmit = handleSubmit(
    (values) => {
      setRefused(null);
      setServerError(null);
      startTransition(async () => {
        const result = await saveDetailsAction(reference, accessKey, values, lang).catch(() => ({ error: 'failed' as const }));
        setServerError(result.error);
      });
    },
    (invalid, event) => {
      const paths = errorPaths(invalid);
      setRefused((last) => ({ count: paths.length, attempt: (last?.attempt ?? 0) + 1 }));
      if (event?.target instanceof HTMLFormElement) focusFirstInvalid(event.target, paths);
    },
  );

  const hasErrors = Object.keys(errors).length > 0;
  const serverText = (key: BookingErrorKey) =>
    key === 'hold_expired' ? t('holdEnded')
      : key === 'code_customer_used' ? tp('errors.code_customer_used')
      : key === 'deposit_unavailable' ? t('depositUnavailable', { days: payment.depositMinDays })
        : key === 'rate_limited' || key === 'invalid' || key === 'not_found' ? tb(`errors.${key === 'not_found' ? 'failed' : key}`)
          : tb('errors.failed');

  return (
    <form onSubmit={onSubmit} onFocusCapture={() => void loadCheckoutSchema().catch(() => undefined)} noValidate className="grid gap-8" aria-busy={pending}>
      {refused && hasErrors ? (
        <p key={refused.attempt} role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="checkout-error-summary">
          {tf('summaryErrors', { count: refused.count })}
        </p>
      ) : null}
      <BillingFields form={form} countries={countries} />
      <fieldset className="grid gap-4">
        <legend className="text-xl font-semibold">{t('travellersTitle')}</legend>
        <p className="text-sm text-slate-600">{t('travellersIntro')}</p>
        {Array.from({ length: places }, (_, i) => (
          <div key={i} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
            <p className="font-medium sm:col-span-2">{t('traveller', { number: i + 1 })}</p>
            {(['firstName', 'lastName'] as const).map((field) => {
              const id = `traveller-${i}-${field}`;
              const error = errors.travellers?.[i]?.[field];
              return (
                <div key={field}>
                  <label htmlFor={id} className="block text-sm font-medium">
                    {t(field === 'firstName' ? 'travellerFirstName' : 'travellerLastName')}
                    <span className="sr-only"> ({t('traveller', { number: i + 1 })})</span>
                  </label>
                  <input
                    id={id}
                    autoComplete={i === 0 ? (field === 'firstName' ? 'given-name' : 'family-name') : 'off'}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    className={inputClass}
                    {...register(`travellers.${i}.${field}`)}
                  />
                  <FieldMessage id={`${id}-error`} error={error} />
                </div>
              );
            })}
          </div>
        ))}
      </fieldset>
      <PaymentChoice form={form} texts={payment} />
      <div>
        <label className="flex min-h-11 items-start gap-3">
          <input type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-brand-700" aria-invalid={errors.acceptsTerms ? true : undefined} aria-describedby={errors.acceptsTerms ? 'accepts-terms-error' : undefined} {...register('acceptsTerms')} />
          <span>
            {t.rich('acceptTerms', { terms: (chunks) => <a href={termsHref} target="_blank" rel="noopener" className="text-brand-700 underline">{chunks}</a> })}
          </span>
        </label>
        <FieldMessage id="accepts-terms-error" error={errors.acceptsTerms} />
      </div>
      {serverError ? <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">{serverText(serverError)}</p> : null}
      <button type="submit" disabled={pending} className="min-h-11 rounded-md bg-brand-700 px-4 py-3 text-lg font-semibold text-white disabled:opacity-60">
        {pending ? t('saving') : t('submit')}
      </button>
    </form>
  );
}
