'use client';

import { useTranslations } from 'next-intl';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { isBookingFormErrorKey } from '@/lib/booking/form-errors';

export const inputClass = 'mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-700';

/** A field's error in the page's language, tied to its input by id. */
export function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  const t = useTranslations('BookingForm.errors');
  if (!error) return null;
  const key = isBookingFormErrorKey(error.message) ? error.message : 'required';
  return <span id={id} className="mt-1 block text-sm text-red-700">{t(key)}</span>;
}

/** A labelled text input with its localized error next to it. */
export function TextField({ id, label, registration, error, type = 'text', autoComplete, inputMode, placeholder }: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  placeholder?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...registration}
      />
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}
