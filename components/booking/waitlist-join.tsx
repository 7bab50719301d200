'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { WithTexts } from '@/components/ui/with-texts';
import { errorText, FieldError, inputClass, SubmitButton, TextField } from '@/components/forms/fields';
import { MAX_PLACES_PER_BOOKING } from '@/lib/booking/limits';
import { WAITLIST_CONFIRM_HOURS, WAITLIST_OFFER_HOURS } from '@/lib/booking/waitlist';
import type { WaitlistValues } from '@/lib/booking/waitlist-schema';
import { zodResolver } from '@/lib/forms/zod-resolver';
import type { Locale } from '@/lib/i18n/routing';
import { joinWaitlistAction, type JoinResult } from './waitlist-actions';

const loadSchema = () => import('@/lib/booking/waitlist-schema').then((m) => m.waitlistSchema);

/**
 * The waitlist of a sold-out departure: an e-mail and the places wanted. The answer is the same for any address (a
 * confirmation link goes to it); the form is then replaced by what to do next.
 */
export function WaitlistJoin({ lang, departureId, waiting }: { lang: Locale; departureId: number; waiting: number }) {
  const t = useTranslations('Waitlist');
  const placesId = useId();
  const [result, setResult] = useState<JoinResult | null>(null);
  const form = useForm<WaitlistValues>({ resolver: zodResolver(loadSchema), defaultValues: { departureId, places: 1, email: '' } });
  const { errors, isSubmitting } = form.formState;
  const errorTexts = { required: t('errors.required'), email: t('errors.email'), tooLong: t('errors.tooLong'), places: t('errors.places_invalid') };

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    setResult(await joinWaitlistAction(values, lang).catch((): JoinResult => ({ ok: false, error: 'failed' })));
  });

  if (result?.ok) {
    return (
      <div role="status" className="mt-4 rounded-md bg-brand-50 p-3 text-sm text-brand-900" data-testid="waitlist-sent">
        <p className="font-semibold">{t('sentTitle')}</p>
        <p className="mt-1">{t('sent', { email: result.email, hours: WAITLIST_CONFIRM_HOURS })}</p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-3" data-testid="waitlist-form">
      <h3 className="text-base font-semibold">{t('title')}</h3>
      <p className="text-sm text-slate-700">{t('intro', { hours: WAITLIST_OFFER_HOURS })}</p>
      <p className="text-sm font-medium text-slate-800" data-testid="waitlist-waiting">
        {waiting > 0 ? t('waiting', { count: waiting }) : t('nobodyWaiting')}
      </p>
      <TextField id={`waitlist-email-${departureId}`} label={t('email')} type="email" autoComplete="email" required
        registration={form.register('email')} error={errorText(errorTexts, errors.email)} />
      <div>
        <label htmlFor={placesId} className="font-medium">{t('places')}</label>
        <select id={placesId} className={`${inputClass} min-h-11`} {...form.register('places', { valueAsNumber: true })}
          aria-invalid={errors.places ? true : undefined} aria-describedby={errors.places ? `${placesId}-error` : undefined}>
          {Array.from({ length: MAX_PLACES_PER_BOOKING }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
        <FieldError id={`${placesId}-error`} text={errorText(errorTexts, errors.places)} />
      </div>
      {result && !result.ok ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {result.error === 'places_available' ? t('errors.places_available', { count: result.placesLeft ?? 0 }) : t(`errors.${result.error}`)}
        </p>
      ) : null}
      <SubmitButton submitting={isSubmitting} label={t('join')} sendingLabel={t('joining')} />
      <p className="text-sm text-slate-600">{t('privacy')}</p>
    </form>
  );
}

/** The form with its texts (the waitlist text set), fetched when a sold-out departure is first chosen. */
export function WaitlistJoinWithTexts({ labels, ...props }: Parameters<typeof WaitlistJoin>[0] & { labels: { failed: string; retry: string } }) {
  return (
    <WithTexts lang={props.lang} set="waitlist" labels={labels}>
      <WaitlistJoin {...props} />
    </WithTexts>
  );
}
