'use server';

import { submitContactMessage } from '@/lib/data/contact';
import { handleFormAction } from '@/lib/data/form-submission';
import { contactSchema, type ContactValues } from '@/lib/forms/contact';
import type { FormMeta, FormResult } from '@/lib/forms/spam';

/** Validates again on the server, applies the spam checks and stores the message. */
export async function sendContactMessage(values: ContactValues, meta: FormMeta): Promise<FormResult> {
  return handleFormAction(contactSchema, values, meta, submitContactMessage);
}
