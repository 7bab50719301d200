'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Messages } from 'next-intl';
import { errorText, FormStatus, inputClass, SubmitButton, TextField, type FormOutcome } from '@/components/forms/fields';
import { Honeypot, useSpamGuard } from '@/components/forms/spam-guard';
import type { InquiryValues } from '@/lib/forms/inquiry';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { sendInquiry } from './inquiry-actions';
import { INQUIRY_SECTION_ID, takeHeldSubmit } from './inquiry-form-deferred';

export type InquiryLabels = Messages['Inquiry'];

/** The "Send inquiry" form: validated in the browser and again by the server action, which calls submit_inquiry. */
export function InquiryFormFields({ tripId, lang, departures, labels }: {
  tripId: number;
  lang: 'en' | 'es';
  departures: { id: number; label: string }[];
  labels: InquiryLabels;
}) {
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const { trapRef, meta } = useSpamGuard();
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, reset, formState } = useForm<InquiryValues>({
    // The trip page is read far more than its inquiry is sent: zod loads with the first validation.
    resolver: zodResolver(() => import('@/lib/forms/inquiry').then((m) => m.inquirySchema)),
    // Text typed into the page's HTML before the form woke (inquiry-form-deferred.tsx) is kept: react-hook-form does
    // not overwrite a field edited before the form is ready.
    defaultValues: { tripId, lang, departureId: null, name: '', email: '', phone: '', message: '' },
  });
  const { errors, isSubmitting } = formState;
  useLayoutEffect(() => {
    if (takeHeldSubmit()) formRef.current?.requestSubmit();
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await sendInquiry(values, meta()).catch(() => ({ ok: false, reason: 'failed' }) as const);
    setOutcome(result.ok ? 'success' : result.reason);
    if (result.ok) reset();
  });

  const field = (name: 'name' | 'email' | 'phone' | 'message', type?: string, autoComplete?: string) => (
    <TextField
      id={`inquiry-${name}`}
      label={labels[name]}
      registration={register(name)}
      error={errorText(labels.errors, errors[name])}
      type={type}
      autoComplete={autoComplete}
      multiline={name === 'message'}
      required={name !== 'phone'}
      className={name === 'message' ? 'sm:col-span-2' : ''}
    />
  );

  return (
    <section id={INQUIRY_SECTION_ID} aria-labelledby="inquiry-title" className="mx-auto max-w-4xl scroll-mt-28 px-4 py-8">
      <h2 id="inquiry-title" className="text-2xl font-semibold">{labels.title}</h2>
      <p className="mt-2 text-slate-700">{labels.intro}</p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="relative mt-4 grid gap-4 sm:grid-cols-2">
        <Honeypot trapRef={trapRef} />
        {field('name', 'text', 'name')}
        {field('email', 'email', 'email')}
        {field('phone', 'tel', 'tel')}
        <div>
          <label htmlFor="inquiry-departure" className="font-medium">{labels.departure}</label>
          <select id="inquiry-departure" className={inputClass} {...register('departureId', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })}>
            <option value="">{labels.anyDeparture}</option>
            {departures.map((d) => <option key={d.id} value={d.id}>{d.label}</option>)}
          </select>
        </div>
        {field('message')}
        <div className="sm:col-span-2">
          <SubmitButton submitting={isSubmitting} label={labels.submit} sendingLabel={labels.sending} />
          <FormStatus outcome={outcome} texts={labels} />
        </div>
      </form>
    </section>
  );
}
