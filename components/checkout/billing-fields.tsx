'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutValues } from '@/lib/booking/schema';
import { FieldMessage, inputClass, TextField } from './form-field';

type TextName = 'firstName' | 'lastName' | 'company' | 'streetAddress' | 'apartment' | 'postalCode' | 'city' | 'province' | 'phone' | 'email';

const fields: { name: TextName; label: string; autoComplete: string; type?: string; inputMode?: 'tel' | 'email'; wide?: boolean }[] = [
  { name: 'firstName', label: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'lastName', autoComplete: 'family-name' },
  { name: 'company', label: 'company', autoComplete: 'organization', wide: true },
  { name: 'streetAddress', label: 'street', autoComplete: 'address-line1', wide: true },
  { name: 'apartment', label: 'apartment', autoComplete: 'address-line2', wide: true },
  { name: 'postalCode', label: 'postalCode', autoComplete: 'postal-code' },
  { name: 'city', label: 'city', autoComplete: 'address-level2' },
  { name: 'province', label: 'province', autoComplete: 'address-level1' },
  { name: 'phone', label: 'phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  { name: 'email', label: 'email', autoComplete: 'email', type: 'email', inputMode: 'email', wide: true },
];

/** The billing details; the country is chosen from a list named in the page's language. */
export function BillingFields({ form, countries }: { form: UseFormReturn<CheckoutValues>; countries: { code: string; name: string }[] }) {
  const t = useTranslations('Checkout');
  const { register, formState: { errors } } = form;
  const labelOf = (key: string) => t(`fields.${key as 'firstName'}`);
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="text-xl font-semibold">{t('billing')}</legend>
      {fields.slice(0, 3).map((f) => (
        <div key={f.name} className={f.wide ? 'sm:col-span-2' : undefined}>
          <TextField id={`billing-${f.name}`} label={labelOf(f.label)} registration={register(f.name)} error={errors[f.name]} autoComplete={f.autoComplete} type={f.type} inputMode={f.inputMode} />
        </div>
      ))}
      <div className="sm:col-span-2">
        <label htmlFor="billing-country" className="block text-sm font-medium">{t('fields.country')}</label>
        <select
          id="billing-country"
          autoComplete="country"
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? 'billing-country-error' : undefined}
          className={inputClass}
          {...register('country')}
        >
          <option value="">{t('countryPlaceholder')}</option>
          {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
        </select>
        <FieldMessage id="billing-country-error" error={errors.country} />
      </div>
      {fields.slice(3).map((f) => (
        <div key={f.name} className={f.wide ? 'sm:col-span-2' : undefined}>
          <TextField id={`billing-${f.name}`} label={labelOf(f.label)} registration={register(f.name)} error={errors[f.name]} autoComplete={f.autoComplete} type={f.type} inputMode={f.inputMode} />
        </div>
      ))}
      <div className="sm:col-span-2">
        <label htmlFor="billing-orderNotes" className="block text-sm font-medium">{t('fields.notes')}</label>
        <textarea id="billing-orderNotes" rows={3} className={inputClass} aria-invalid={errors.orderNotes ? true : undefined} aria-describedby={errors.orderNotes ? 'billing-orderNotes-error' : undefined} {...register('orderNotes')} />
        <FieldMessage id="billing-orderNotes-error" error={errors.orderNotes} />
      </div>
    </fieldset>
  );
}
