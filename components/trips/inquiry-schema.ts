import { z } from 'zod';

/**
 * The trip inquiry form: one schema for react-hook-form in the browser and for the server action. Messages are
 * keys of the Inquiry.errors messages, translated where they are shown. The rpc checks the same bounds again.
 */
export const inquirySchema = z.object({
  tripId: z.number().int().positive(),
  departureId: z.number().int().positive().nullable(),
  name: z.string().trim().min(1, 'required').max(120, 'tooLong'),
  email: z.string().trim().min(1, 'required').max(254, 'tooLong').pipe(z.email('email')),
  phone: z.string().trim().max(40, 'tooLong'),
  message: z.string().trim().min(1, 'required').max(5000, 'tooLong'),
  lang: z.enum(['en', 'es']),
});

export type InquiryValues = z.input<typeof inquirySchema>;
export type InquiryErrorKey = 'required' | 'email' | 'tooLong';

export const isInquiryErrorKey = (value: string | undefined): value is InquiryErrorKey =>
  value === 'required' || value === 'email' || value === 'tooLong';

export type InquiryResult = { ok: true } | { ok: false; reason: 'invalid' | 'failed' };
