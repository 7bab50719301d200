import * as z from '@/lib/zod';

/**
 * Field rules shared by the public forms. Messages are keys of each form's `errors` messages, translated where
 * they are shown; the database functions check the same bounds again.
 */
export const formErrorKeys = ['required', 'email', 'tooLong', 'singleLine', 'accept'] as const;
export type FormErrorKey = (typeof formErrorKeys)[number];

// Line breaks and other control characters in a one-line field would shape the operator's e-mail.
 
const oneLine = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);

export const requiredLine = (max: number) =>
  z.string().trim().min(1, 'required').max(max, 'tooLong').refine(oneLine, 'singleLine');

export const optionalLine = (max: number) => z.string().trim().max(max, 'tooLong').refine(oneLine, 'singleLine');

export const email = () => z.string().trim().min(1, 'required').max(254, 'tooLong').pipe(z.email('email'));

export const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');

export const optionalText = (max: number) => z.string().trim().max(max, 'tooLong');

/** The required acceptance of the terms and the cookie policy. */
export const accepted = () => z.boolean().refine((value) => value, 'accept');

export const language = () => z.enum(['en', 'es']);

/** '' (an optional field left empty) becomes null for the database. */
export const orNull = (value: string): string | null => (value === '' ? null : value);
