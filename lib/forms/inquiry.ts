import * as z from '@/lib/zod';
import { email, language, optionalLine, requiredLine, requiredText } from './fields';

/** The trip inquiry form: one schema for react-hook-form in the browser and for the server action. */
export const inquirySchema = z.object({
  tripId: z.number().int().positive(),
  departureId: z.number().int().positive().nullable(),
  name: requiredLine(120),
  email: email(),
  phone: optionalLine(40),
  message: requiredText(5000),
  lang: language(),
});

export type InquiryValues = z.input<typeof inquirySchema>;
export type Inquiry = z.output<typeof inquirySchema>;
