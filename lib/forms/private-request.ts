import * as z from '@/lib/zod';
import { accepted, email, language, optionalLine, optionalText, requiredLine, type FormErrorKey } from './fields';

/** The private adventure request: one schema for react-hook-form in the browser and for the server action. */
export const levels = ['beginner', 'intermediate', 'advanced'] as const;
/** The shop's price bands, per person in euros. */
export const budgetBands = ['0-500', '500-1000', '1000-2000', '2000+'] as const;
export const flexibilities = ['exact', 'few_days', 'flexible'] as const;

export type PrivateRequestErrorKey = FormErrorKey | 'where' | 'date' | 'future' | 'order' | 'range';

const isoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};
const DAY_MS = 86_400_000;

export const privateRequestSchema = z
  .object({
    tripId: z.number().int().positive().nullable(),
    surprise: z.boolean(),
    destination: optionalLine(200),
    activityId: z.number().int().positive().nullable(),
    when: z.enum(['dates', 'month']),
    dateFrom: z.string(),
    dateTo: z.string(),
    month: z.string(),
    flexibility: z.enum(flexibilities, 'required'),
    adults: z.number('range').int('range').min(1, 'range').max(50, 'range'),
    children: z.number('range').int('range').min(0, 'range').max(50, 'range'),
    level: z.enum([...levels, '']),
    budget: z.enum([...budgetBands, '']),
    message: optionalText(5000),
    name: requiredLine(120),
    email: email(),
    phone: optionalLine(40),
    acceptsTerms: accepted(),
    wantsGiveaway: z.boolean(),
    wantsNews: z.boolean(),
    lang: language(),
  })
  // Cross-field rules run even when other fields are still invalid, so each step of the form sees its own errors.
  .superRefine(
    (value, ctx) => {
      const issue = (path: string, message: PrivateRequestErrorKey) => ctx.addIssue({ code: 'custom', path: [path], message });
      const v = value as Partial<Record<keyof typeof value, unknown>>;
      const text = (x: unknown) => (typeof x === 'string' ? x.trim() : '');
      if (v.surprise !== true && text(v.destination) === '' && v.activityId == null && v.tripId == null) issue('destination', 'where');
      if (v.when === 'month') {
        if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(text(v.month))) issue('month', 'required');
        return;
      }
      const from = text(v.dateFrom);
      const to = text(v.dateTo);
      if (from === '') issue('dateFrom', 'required');
      else if (!isoDate(from)) issue('dateFrom', 'date');
      else if (from <= localToday() || Date.parse(from) - Date.now() > 1095 * DAY_MS) issue('dateFrom', 'future');
      if (to === '') issue('dateTo', 'required');
      else if (!isoDate(to)) issue('dateTo', 'date');
      else if (isoDate(from) && (to < from || Date.parse(to) - Date.parse(from) > 365 * DAY_MS)) issue('dateTo', 'order');
    },
    { when: () => true },
  );

export type PrivateRequestValues = z.input<typeof privateRequestSchema>;
export type PrivateRequest = z.output<typeof privateRequestSchema>;

/** The fields of each step of the form, validated before the next step opens. */
export const privateRequestSteps = [
  ['surprise', 'destination', 'activityId'],
  ['when', 'dateFrom', 'dateTo', 'month', 'flexibility'],
  ['adults', 'children', 'level', 'budget'],
  ['message', 'name', 'email', 'phone', 'acceptsTerms', 'wantsGiveaway', 'wantsNews'],
] as const satisfies readonly (readonly (keyof PrivateRequestValues)[])[];
