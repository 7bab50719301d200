'use client';

import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { Messages } from 'next-intl';
import { CheckboxField, errorText, FormStatus, SubmitButton, TextField, type FormOutcome } from '@/components/forms/fields';
import { Honeypot, useSpamGuard } from '@/components/forms/spam-guard';
import { useSavedDetails } from '@/components/forms/use-saved-details';
import type { ContactValues } from '@/lib/forms/contact';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { sendContactMessage } from './actions';

export interface ContactFormLabels {
  form: Messages['Contact']['form'];
  errors: Messages['Contact']['errors'];
  /** The acceptance label, with its links to the policies. */
  accept: ReactNode;
  privacy: ReactNode;
}

type TextName = 'name' | 'email' | 'phone' | 'subject' | 'message';

/**
 * The contact form: checked in the browser with the shared schema (errors beside their fields) and again by the
 * server action. On failure every value stays in place; on success the message fields are emptied.
 */
export function ContactForm({ lang, labels }: { lang: 'en' | 'es'; labels: ContactFormLabels }) {
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const { trapRef, meta } = useSpamGuard();
  const form = useForm<ContactValues>({
    // The page is read far more than the form is sent: zod loads with the first validation.
    resolver: zodResolver(() => import('@/lib/forms/contact').then((m) => m.contactSchema)),
    defaultValues: {
      name: '', email: '', phone: '', subject: '', message: '', acceptsTerms: false, wantsGiveaway: false, wantsNews: false, lang,
    },
  });
  const { register, handleSubmit, reset, getValues, formState } = form;
  const { errors, isSubmitting } = formState;
  const remember = useSavedDetails(form);
  const { form: text } = labels;

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await sendContactMessage(values, meta()).catch(() => ({ ok: false, reason: 'failed' }) as const);
    setOutcome(result.ok ? 'success' : result.reason);
    if (!result.ok) return;
    remember({ name: values.name, email: values.email, phone: values.phone });
    const { name, email, phone } = getValues();
    reset({ name, email, phone, subject: '', message: '', acceptsTerms: false, wantsGiveaway: false, wantsNews: false, lang });
  });

  const field = (name: TextName, type?: string, autoComplete?: string) => (
    <TextField
      id={`contact-${name}`}
      label={text[name]}
      registration={register(name)}
      error={errorText(labels.errors, errors[name])}
      type={type}
      autoComplete={autoComplete}
      multiline={name === 'message'}
      required={name === 'name' || name === 'email' || name === 'message'}
      className={name === 'message' || name === 'subject' ? 'sm:col-span-2' : ''}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-4 sm:grid-cols-2" aria-describedby="contact-privacy">
      <Honeypot trapRef={trapRef} />
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      {field('phone', 'tel', 'tel')}
      {field('subject')}
      {field('message')}
      <div className="space-y-3 sm:col-span-2">
        <CheckboxField
          id="contact-accept"
          label={labels.accept}
          registration={register('acceptsTerms')}
          error={errorText(labels.errors, errors.acceptsTerms)}
          required
        />
        <CheckboxField id="contact-giveaway" label={text.wantsGiveaway} registration={register('wantsGiveaway')} />
        <CheckboxField id="contact-news" label={text.wantsNews} registration={register('wantsNews')} />
        <p id="contact-privacy" className="text-sm text-slate-600">{labels.privacy}</p>
      </div>
      <div className="sm:col-span-2">
        <SubmitButton submitting={isSubmitting} label={text.submit} sendingLabel={text.sending} />
        <FormStatus outcome={outcome} texts={text} />
      </div>
    </form>
  );
}
