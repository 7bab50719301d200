import * as z from '@/lib/zod';

/**
 * The account forms' rules: one schema per form, used by react-hook-form in the browser and again on the server.
 * Messages are keys of the Auth.errors / Account.errors texts, translated where they are shown. The auth service and
 * the database check the same bounds again.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;

const email = z.string().trim().min(1, 'required').max(254, 'tooLong').pipe(z.email('email'));
const password = z.string().min(1, 'required').min(PASSWORD_MIN, 'passwordShort').max(PASSWORD_MAX, 'passwordLong');

export const signInSchema = z.object({ email, password: z.string().min(1, 'required').max(PASSWORD_MAX, 'passwordLong') });
export const signUpSchema = z.object({ email, password });
export const forgotSchema = z.object({ email });
export const codeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'code') });

export const newPasswordSchema = z
  .object({ password, confirm: z.string().min(1, 'required') })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'mismatch' });

export const changePasswordSchema = z
  .object({ current: z.string().min(1, 'required').max(PASSWORD_MAX, 'passwordLong'), password, confirm: z.string().min(1, 'required') })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'mismatch' })
  .refine((values) => values.password !== values.current, { path: ['password'], message: 'samePassword' });

export const changeEmailSchema = z.object({ email });

/** A phone number as people write it: digits, spaces, dots, dashes, brackets and an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]{4,28}[0-9]$/;

export const profileSchema = z.object({
  fullName: z.string().trim().max(120, 'tooLong'),
  phone: z
    .string()
    .trim()
    .max(30, 'tooLong')
    .refine((value) => value === '' || PHONE_PATTERN.test(value), 'phone'),
  lang: z.enum(['en', 'es'], { message: 'required' }),
});

export const deleteAccountSchema = z.object({ email });

export type SignInValues = z.input<typeof signInSchema>;
export type SignUpValues = z.input<typeof signUpSchema>;
export type ForgotValues = z.input<typeof forgotSchema>;
export type CodeValues = z.input<typeof codeSchema>;
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
export type ChangeEmailValues = z.input<typeof changeEmailSchema>;
export type ProfileValues = z.input<typeof profileSchema>;
export type DeleteAccountValues = z.input<typeof deleteAccountSchema>;

export const FORM_ERROR_KEYS = ['required', 'email', 'tooLong', 'passwordShort', 'passwordLong', 'mismatch', 'samePassword', 'phone', 'code'] as const;
export type FormErrorKey = (typeof FORM_ERROR_KEYS)[number];

export const isFormErrorKey = (value: string | undefined): value is FormErrorKey =>
  (FORM_ERROR_KEYS as readonly string[]).includes(value ?? '');
