'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormStatus, SubmitButton, type FormOutcome } from '@/components/forms/fields';
import { Honeypot, useSpamGuard } from '@/components/forms/spam-guard';
import { useSavedDetails } from '@/components/forms/use-saved-details';
import type { PrivateTripPrefill } from '@/lib/data/private-requests';
import { privateRequestSchema, privateRequestSteps, type PrivateRequestValues } from '@/lib/forms/private-request';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { loadPrivateTrip, sendPrivateRequest } from './actions';
import { WhenStep, WhereStep, WhoStep, YouStep, type RequestLabels } from './request-steps';

const stepKeys = ['where', 'when', 'who', 'you'] as const;

const emptyRequest = (lang: 'en' | 'es'): PrivateRequestValues => ({
  tripId: null, surprise: false, destination: '', activityId: null, when: 'dates', dateFrom: '', dateTo: '', month: '',
  flexibility: 'few_days', adults: 2, children: 0, level: '', budget: '', message: '', name: '', email: '', phone: '',
  acceptsTerms: false, wantsGiveaway: false, wantsNews: false, lang,
});

/**
 * The private adventure request in four short steps (where and what, when, who and budget, about you). Each step is
 * checked with the shared schema before the next opens; the server action checks everything again. A `?trip=<id>`
 * link from a trip page fills in that trip, its destination and its activity.
 */
export function PrivateRequestForm({ lang, labels, stepCounters, activities, quizUrl }: {
  lang: 'en' | 'es';
  labels: RequestLabels;
  /** "Step n of 4", per step. */
  stepCounters: string[];
  activities: { id: number; name: string }[];
  quizUrl: string;
}) {
  const [step, setStep] = useState(0);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [trip, setTrip] = useState<PrivateTripPrefill | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to a step's heading only once the traveller has moved between steps, never on the first render.
  const [moved, setMoved] = useState(false);
  const { trapRef, meta } = useSpamGuard();
  const form = useForm<PrivateRequestValues>({ resolver: zodResolver(privateRequestSchema), defaultValues: emptyRequest(lang) });
  const { handleSubmit, trigger, reset, setValue, getValues, formState } = form;
  const remember = useSavedDetails(form);
  const text = labels.form;
  const last = stepKeys.length - 1;

  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('trip');
    if (!id) return;
    void loadPrivateTrip(id, lang).then((found) => {
      if (!found) return;
      setTrip(found);
      setValue('tripId', found.tripId);
      if (!getValues('destination')) setValue('destination', found.destination);
      if (getValues('activityId') === null && found.activityId !== null) setValue('activityId', found.activityId);
    }, () => undefined);
  }, [lang, getValues, setValue]);

  // Moving between steps puts the focus on the new step's heading, so screen readers announce where they are.
  useEffect(() => {
    if (moved) headingRef.current?.focus();
  }, [step, moved]);
  const goTo = (next: number) => {
    setMoved(true);
    setStep(next);
  };

  const next = async () => {
    if (await trigger([...(privateRequestSteps[step] ?? [])], { shouldFocus: true })) goTo(step + 1);
  };

  const submit = handleSubmit(
    async (values) => {
      setOutcome(null);
      const result = await sendPrivateRequest(values, meta()).catch(() => ({ ok: false, reason: 'failed' }) as const);
      setOutcome(result.ok ? 'success' : result.reason);
      if (result.ok) remember({ name: values.name, email: values.email, phone: values.phone });
    },
    // An error left in an earlier step (a date that passed meanwhile) opens that step.
    (errors) => {
      const first = privateRequestSteps.findIndex((fields) => fields.some((field) => field in errors));
      if (first >= 0 && first !== step) goTo(first);
    },
  );

  if (outcome === 'success') {
    return (
      <div role="status" tabIndex={-1} ref={(panel) => panel?.focus()} className="rounded-lg border border-brand-100 bg-brand-50 p-6 focus:outline-none" data-testid="private-success">
        <p className="text-xl font-semibold text-brand-700">{text.success}</p>
        <p className="mt-2 text-slate-700">{text.successDetail}</p>
        <button
          type="button"
          onClick={() => {
            const { name, email, phone } = getValues();
            reset({ ...emptyRequest(lang), name, email, phone });
            setTrip(null);
            setOutcome(null);
            goTo(0);
          }}
          className="mt-4 min-h-11 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700"
        >
          {text.sendAnother}
        </button>
      </div>
    );
  }

  const key = stepKeys[step] ?? 'where';
  return (
    <form
      noValidate
      className="relative"
      onSubmit={(event) => {
        if (step < last) {
          event.preventDefault();
          void next();
        } else void submit(event);
      }}
    >
      <Honeypot trapRef={trapRef} />
      <ol className="mb-5 grid grid-cols-4 gap-2" aria-hidden="true">
        {stepKeys.map((k, i) => (
          <li key={k} className={`h-1.5 rounded-full ${i <= step ? 'bg-brand-700' : 'bg-slate-200'}`} />
        ))}
      </ol>
      <p className="text-sm font-medium text-slate-600">{stepCounters[step]}</p>
      <h3 ref={headingRef} tabIndex={-1} className="mb-4 text-xl font-semibold focus:outline-none">{text.steps[key]}</h3>
      {key === 'where' ? (
        <WhereStep form={form} labels={labels} trip={trip} activities={activities} onRemoveTrip={() => { setTrip(null); setValue('tripId', null); }} />
      ) : key === 'when' ? (
        <WhenStep form={form} labels={labels} lang={lang} />
      ) : key === 'who' ? (
        <WhoStep form={form} labels={labels} quizUrl={quizUrl} />
      ) : (
        <YouStep form={form} labels={labels} />
      )}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {step > 0 ? (
          <button type="button" onClick={() => goTo(step - 1)} className="min-h-11 rounded-md border border-slate-400 px-5 py-2 font-semibold">
            {text.back}
          </button>
        ) : null}
        {step < last ? (
          <button type="submit" className="min-h-11 rounded-md bg-brand-700 px-5 py-2 font-semibold text-white">{text.next}</button>
        ) : (
          <SubmitButton submitting={formState.isSubmitting} label={text.submit} sendingLabel={text.sending} />
        )}
      </div>
      <FormStatus outcome={outcome} texts={text} />
    </form>
  );
}
