'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, type FieldError as HookFieldError } from 'react-hook-form';
import { FieldError, inputClass, TextField } from '@/components/forms/fields';
import type { TravellerDetails } from '@/lib/booking/manage';
import { travellerDetailsSchema, type TravellerValues } from '@/lib/booking/traveller-schema';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { useRouter } from '@/lib/i18n/navigation';
import type { ManageResult } from './actions';

const toValues = (t: TravellerDetails): TravellerValues['travellers'][number] => ({
  firstName: t.firstName, lastName: t.lastName, dateOfBirth: t.dateOfBirth ?? '', nationality: t.nationality ?? '',
  passportNumber: '', passportExpiry: t.passportExpiry ?? '', dietaryNeeds: t.dietaryNeeds ?? '',
  emergencyContactName: t.emergencyContactName ?? '', emergencyContactPhone: t.emergencyContactPhone ?? '',
});

/**
 * Every traveller's details, one group each. The passport number on file is never sent to the browser: its field
 * starts empty, says how the number on file ends, and keeps it when left empty.
 */
export function TravellersForm({ travellers, countries, tripEndsOn, today, save }: {
  travellers: TravellerDetails[];
  countries: { code: string; name: string }[];
  tripEndsOn: string;
  today: string;
  save: (values: TravellerValues) => Promise<ManageResult>;
}) {
  const t = useTranslations('BookingPage');
  const router = useRouter();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<TravellerValues>({
    resolver: zodResolver(travellerDetailsSchema({ tripEndsOn, today })),
    defaultValues: { travellers: travellers.map(toValues) },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (error: HookFieldError | undefined) => (error?.message ? t(`errors.${error.message}` as 'errors.required') : null);

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    const result = await save(values).catch((): ManageResult => ({ ok: false, error: 'failed' }));
    setNotice(result.ok ? { ok: true, text: t('travellers.saved') } : { ok: false, text: t(`errors.${result.error}` as 'errors.failed') });
    if (result.ok) {
      // The number just saved leaves the screen: the page says how the one on file ends.
      form.reset({ travellers: values.travellers.map((traveller) => ({ ...traveller, passportNumber: '' })) });
      router.refresh();
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" data-testid="travellers-form">
      {travellers.map((traveller, i) => {
        const id = (name: string) => `traveller-${i + 1}-${name}`;
        const fieldErrors = errors.travellers?.[i];
        const field = (name: keyof TravellerValues['travellers'][number], label: string, extra: { type?: string; autoComplete?: string; hint?: string; required?: boolean } = {}) => (
          <TextField id={id(name)} label={label} registration={form.register(`travellers.${i}.${name}`)} error={message(fieldErrors?.[name])} {...extra} />
        );
        return (
          <fieldset key={traveller.position} className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
            <legend className="px-1 text-lg font-semibold">{t('travellers.traveller', { n: traveller.position })}</legend>
            {field('firstName', t('travellers.firstName'), { autoComplete: i === 0 ? 'given-name' : 'off', required: true })}
            {field('lastName', t('travellers.lastName'), { autoComplete: i === 0 ? 'family-name' : 'off', required: true })}
            {field('dateOfBirth', t('travellers.dateOfBirth'), { type: 'date' })}
            <div>
              <label htmlFor={id('nationality')} className="font-medium">{t('travellers.nationality')}</label>
              <select id={id('nationality')} {...form.register(`travellers.${i}.nationality`)} aria-invalid={fieldErrors?.nationality ? true : undefined}
                aria-describedby={fieldErrors?.nationality ? `${id('nationality')}-error` : undefined} className={`${inputClass} min-h-11`}>
                <option value="">{t('travellers.noNationality')}</option>
                {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
              </select>
              <FieldError id={`${id('nationality')}-error`} text={message(fieldErrors?.nationality)} />
            </div>
            {field('passportNumber', t('travellers.passportNumber'), {
              autoComplete: 'off', hint: traveller.passportEnd ? t('travellers.passportOnFile', { end: traveller.passportEnd }) : undefined,
            })}
            {field('passportExpiry', t('travellers.passportExpiry'), { type: 'date' })}
            {field('emergencyContactName', t('travellers.emergencyName'), { autoComplete: 'off' })}
            {field('emergencyContactPhone', t('travellers.emergencyPhone'), { type: 'tel', autoComplete: 'off' })}
            {field('dietaryNeeds', t('travellers.dietaryNeeds'), { autoComplete: 'off' })}
          </fieldset>
        );
      })}
      {notice ? <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'font-medium text-brand-700' : 'font-medium text-red-700'}>{notice.text}</p> : null}
      <div>
        <button type="submit" disabled={isSubmitting} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60">
          {isSubmitting ? t('travellers.saving') : t('travellers.save')}
        </button>
      </div>
    </form>
  );
}
