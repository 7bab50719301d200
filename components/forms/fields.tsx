'use client';

import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700';

/** The translated message of a field's error (its message is a key of the form's `errors` texts). */
export function errorText<K extends string>(errors: Record<K, string>, error: FieldError | undefined): string | null {
  const key = error?.message;
  if (!key) return null;
  return key in errors ? errors[key as K] : (errors as Record<string, string>).required ?? key;
}

export function FieldError({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {text}
    </p>
  ) : null;
}

/** A labelled input or textarea with its error below it, tied together for assistive technology. */
export function TextField({
  id,
  label,
  registration,
  error,
  type = 'text',
  autoComplete,
  multiline = false,
  required = false,
  hint,
  className = '',
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: string | null;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  required?: boolean;
  hint?: string;
  className?: string;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
    className: inputClass,
    ...registration,
  } as const;
  return (
    <div className={className}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea rows={5} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

/** A checkbox with its label (which may hold links) and its error. */
export function CheckboxField({
  id,
  label,
  registration,
  error = null,
  required = false,
}: {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | null;
  required?: boolean;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          {...registration}
        />
        <label htmlFor={id} className="text-slate-800">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

export type FormOutcome = 'success' | 'invalid' | 'limited' | 'failed' | null;

/** The live region that announces the result of sending. */
/** The texts every form's outcome line draws from (each form's messages have these keys). */
export interface OutcomeTexts {
  success: string;
  error: string;
  limited: string;
}

/** The line under a form's button that says how the send went (a live region, so it is announced). */
export function FormStatus({ outcome, texts }: { outcome: FormOutcome; texts: OutcomeTexts }) {
  const text = { success: texts.success, failed: texts.error, invalid: texts.error, limited: texts.limited };
  return (
    <p role="status" className={`mt-3 font-medium ${outcome === 'success' ? 'text-brand-700' : 'text-red-700'}`}>
      {outcome ? text[outcome] : ''}
    </p>
  );
}

/** A form's send button: large enough to tap, saying "sending" and disabled while the send is under way. */
export function SubmitButton({ submitting, label, sendingLabel, disabled = false }: { submitting: boolean; label: string; sendingLabel: string; disabled?: boolean }) {
  return (
    <button type="submit" disabled={submitting || disabled} className="min-h-11 rounded-md bg-brand-700 px-5 py-2 font-semibold text-white disabled:opacity-60">
      {submitting ? sendingLabel : label}
    </button>
  );
}

/** A group of radio choices shown as cards, with a legend and the group's error. */
export function ChoiceGroup({
  id,
  legend,
  options,
  registration,
  error = null,
  columns = 'sm:grid-cols-2',
  footer,
}: {
  id: string;
  legend: string;
  options: { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: string | null;
  columns?: string;
  footer?: ReactNode;
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-medium">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input type="radio" value={option.value} {...registration} className="h-5 w-5 shrink-0 accent-brand-700" />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {footer}
      <FieldError id={`${id}-error`} text={error} />
    </fieldset>
  );
}
