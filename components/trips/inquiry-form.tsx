'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { sendInquiry } from './inquiry-actions';
import { inquirySchema, isInquiryErrorKey, type InquiryErrorKey, type InquiryValues } from './inquiry-schema';
import { zodResolver } from './zod-resolver';

export interface InquiryLabels {
  title: string;
  intro: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  departure: string;
  anyDeparture: string;
  submit: string;
  sending: string;
  success: string;
  error: string;
  errors: Record<InquiryErrorKey, string>;
}

type Field = 'name' | 'email' | 'phone' | 'message';

/** The "Send inquiry" form: validated in the browser and again by the server action, which calls submit_inquiry. */
export function InquiryForm({ tripId, lang, departures, labels }: {
  tripId: number;
  lang: 'en' | 'es';
  departures: { id: number; label: string }[];
  labels: InquiryLabels;
}) {
  const [outcome, setOutcome] = useState<'success' | 'error' | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<InquiryValues>({
    resolver: zodResolver(inquirySchema),
    defaultValues: { tripId, lang, departureId: null, name: '', email: '', phone: '', message: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await sendInquiry(values).catch(() => ({ ok: false }) as const);
    setOutcome(result.ok ? 'success' : 'error');
    if (result.ok) reset();
  });

  const errorOf = (field: Field) => {
    const key = errors[field]?.message;
    return isInquiryErrorKey(key) ? labels.errors[key] : key ? labels.errors.required : null;
  };
  const input = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2';
  const text = (field: Field, label: string, type = 'text', autoComplete?: string) => (
    <label className="block">
      <span className="font-medium">{label}</span>
      <input type={type} autoComplete={autoComplete} aria-invalid={errors[field] ? true : undefined} aria-describedby={errors[field] ? `inquiry-${field}-error` : undefined} {...register(field)} className={input} />
      {errorOf(field) ? <span id={`inquiry-${field}-error`} className="text-sm text-red-700">{errorOf(field)}</span> : null}
    </label>
  );

  return (
    <section id="inquiry" aria-labelledby="inquiry-title" className="mx-auto max-w-4xl scroll-mt-28 px-4 py-8">
      <h2 id="inquiry-title" className="text-2xl font-semibold">{labels.title}</h2>
      <p className="mt-2 text-slate-700">{labels.intro}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        {text('name', labels.name, 'text', 'name')}
        {text('email', labels.email, 'email', 'email')}
        {text('phone', labels.phone, 'tel', 'tel')}
        <label className="block">
          <span className="font-medium">{labels.departure}</span>
          <select className={input} {...register('departureId', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })}>
            <option value="">{labels.anyDeparture}</option>
            {departures.map((d) => <option key={d.id} value={d.id}>{d.label}</option>)}
          </select>
        </label>
        <label className="block sm:col-span-2">
          <span className="font-medium">{labels.message}</span>
          <textarea rows={5} aria-invalid={errors.message ? true : undefined} aria-describedby={errors.message ? 'inquiry-message-error' : undefined} {...register('message')} className={input} />
          {errorOf('message') ? <span id="inquiry-message-error" className="text-sm text-red-700">{errorOf('message')}</span> : null}
        </label>
        <div className="sm:col-span-2">
          <button type="submit" disabled={isSubmitting} className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white disabled:opacity-60">
            {isSubmitting ? labels.sending : labels.submit}
          </button>
          <p role="status" className={`mt-3 font-medium ${outcome === 'error' ? 'text-red-700' : 'text-brand-700'}`}>
            {outcome === 'success' ? labels.success : outcome === 'error' ? labels.error : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
