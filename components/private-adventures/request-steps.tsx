'use client';

import type { UseFormReturn } from 'react-hook-form';
import type { Messages } from 'next-intl';
import { CheckboxField, ChoiceGroup, errorText, inputClass, TextField, FieldError } from '@/components/forms/fields';
import { formatMonthTitle } from '@/lib/format';
import { budgetBands, flexibilities, levels, type PrivateRequestValues } from '@/lib/forms/private-request';
import type { Locale } from '@/lib/i18n/routing';
import { upcomingMonths } from '@/lib/search/options';
import type { PrivateTripPrefill } from '@/lib/data/private-requests';
import type { ReactNode } from 'react';

export interface RequestLabels {
  form: Messages['PrivateAdventures']['form'];
  errors: Messages['PrivateAdventures']['errors'];
  accept: ReactNode;
  privacy: ReactNode;
}

interface StepProps {
  form: UseFormReturn<PrivateRequestValues>;
  labels: RequestLabels;
}

const err = ({ form, labels }: StepProps, name: keyof PrivateRequestValues) => errorText(labels.errors, form.formState.errors[name]);

export function WhereStep(props: StepProps & { trip: PrivateTripPrefill | null; onRemoveTrip: () => void; activities: { id: number; name: string }[] }) {
  const { form, labels, trip, activities } = props;
  const { register, watch } = form;
  const text = labels.form;
  const surprise = watch('surprise');
  return (
    <div className="space-y-4">
      {trip ? (
        <p className="rounded-md bg-brand-50 p-3" data-testid="private-trip">
          {text.basedOn} <strong>{trip.title}</strong>{' '}
          <button type="button" onClick={props.onRemoveTrip} className="ml-1 text-sm text-brand-700 underline">{text.removeTrip}</button>
        </p>
      ) : null}
      <CheckboxField id="private-surprise" label={text.surprise} registration={register('surprise')} />
      {surprise ? null : (
        <>
          <TextField id="private-destination" label={text.destination} hint={text.destinationHint} registration={register('destination')} error={err(props, 'destination')} />
          <div>
            <label htmlFor="private-activity" className="font-medium">{text.activity}</label>
            <select
              id="private-activity"
              className={inputClass}
              {...register('activityId', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })}
            >
              <option value="">{text.anyActivity}</option>
              {activities.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
            </select>
          </div>
        </>
      )}
    </div>
  );
}

/** This month and the 17 after it, named in the page's language. */
function monthOptions(lang: Locale): { value: string; label: string }[] {
  return upcomingMonths(18).map((value) => ({ value, label: formatMonthTitle(value, lang) }));
}

function tomorrow(): string {
  const day = new Date(Date.now() + 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

export function WhenStep(props: StepProps & { lang: Locale }) {
  const { form, labels, lang } = props;
  const { register, watch } = form;
  const text = labels.form;
  const when = watch('when');
  return (
    <div className="space-y-5">
      <ChoiceGroup
        id="private-when"
        legend={text.when}
        options={[{ value: 'dates', label: text.whenDates }, { value: 'month', label: text.whenMonth }]}
        registration={register('when')}
      />
      {when === 'month' ? (
        <div>
          <label htmlFor="private-month" className="font-medium">{text.month}</label>
          <select id="private-month" className={inputClass} aria-invalid={err(props, 'month') ? true : undefined} aria-describedby={err(props, 'month') ? 'private-month-error' : undefined} {...register('month')}>
            <option value="">{text.chooseMonth}</option>
            {monthOptions(lang).map((m) => <option key={m.value} value={m.value}>{m.label}</option>)}
          </select>
          <FieldError id="private-month-error" text={err(props, 'month')} />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField id="private-date-from" label={text.dateFrom} registration={register('dateFrom')} error={err(props, 'dateFrom')} />
          <DateField id="private-date-to" label={text.dateTo} registration={register('dateTo')} error={err(props, 'dateTo')} />
        </div>
      )}
      <ChoiceGroup
        id="private-flexibility"
        legend={text.flexibility}
        columns="sm:grid-cols-3"
        options={flexibilities.map((value) => ({ value, label: text.flexibilityOptions[value] }))}
        registration={register('flexibility')}
        error={err(props, 'flexibility')}
      />
    </div>
  );
}

function DateField({ id, label, registration, error }: { id: string; label: string; registration: ReturnType<UseFormReturn<PrivateRequestValues>['register']>; error: string | null }) {
  return (
    <div>
      <label htmlFor={id} className="font-medium">{label}</label>
      <input id={id} type="date" min={tomorrow()} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...registration} />
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

export function WhoStep(props: StepProps & { quizUrl: string }) {
  const { form, labels, quizUrl } = props;
  const { register } = form;
  const text = labels.form;
  const count = (name: 'adults' | 'children', min: number) => (
    <TextField
      id={`private-${name}`}
      label={text[name]}
      type="number"
      registration={register(name, { valueAsNumber: true, min, max: 50 })}
      error={err(props, name)}
      required={name === 'adults'}
    />
  );
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-4">
        {count('adults', 1)}
        {count('children', 0)}
      </div>
      <ChoiceGroup
        id="private-level"
        legend={text.level}
        options={[...levels.map((value) => ({ value, label: text.levelOptions[value] })), { value: '', label: text.levelOptions.notSure }]}
        registration={register('level')}
        footer={
          quizUrl ? (
            <a href={quizUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-sm text-brand-700 underline">
              {text.levelQuiz} <span className="sr-only">{text.newTab}</span>
            </a>
          ) : undefined
        }
      />
      <ChoiceGroup
        id="private-budget"
        legend={text.budget}
        columns="sm:grid-cols-3"
        options={[...budgetBands.map((value) => ({ value, label: text.budgetOptions[value] })), { value: '', label: text.budgetOptions.notSure }]}
        registration={register('budget')}
      />
    </div>
  );
}

export function YouStep(props: StepProps) {
  const { form, labels } = props;
  const { register } = form;
  const text = labels.form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField id="private-message" label={text.message} hint={text.messageHint} multiline registration={register('message')} error={err(props, 'message')} className="sm:col-span-2" />
      <TextField id="private-name" label={text.name} autoComplete="name" required registration={register('name')} error={err(props, 'name')} />
      <TextField id="private-email" label={text.email} type="email" autoComplete="email" required registration={register('email')} error={err(props, 'email')} />
      <TextField id="private-phone" label={text.phone} type="tel" autoComplete="tel" registration={register('phone')} error={err(props, 'phone')} />
      <div className="space-y-3 sm:col-span-2">
        <CheckboxField id="private-accept" label={labels.accept} required registration={register('acceptsTerms')} error={err(props, 'acceptsTerms')} />
        <CheckboxField id="private-giveaway" label={text.wantsGiveaway} registration={register('wantsGiveaway')} />
        <CheckboxField id="private-news" label={text.wantsNews} registration={register('wantsNews')} />
        <p className="text-sm text-slate-600">{labels.privacy}</p>
      </div>
    </div>
  );
}
