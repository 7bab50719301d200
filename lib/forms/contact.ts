import * as z from '@/lib/zod';
import { accepted, email, language, optionalLine, requiredLine, requiredText } from './fields';

/** The contact form: one schema for react-hook-form in the browser and for the server action. */
export const contactSchema = z.object({
  name: requiredLine(120),
  email: email(),
  phone: optionalLine(40),
  subject: optionalLine(200),
  message: requiredText(5000),
  acceptsTerms: accepted(),
  wantsGiveaway: z.boolean(),
  wantsNews: z.boolean(),
  lang: language(),
});

export type ContactValues = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
