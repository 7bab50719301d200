'use server';

import { handleFormAction } from '@/lib/data/form-submission';
import { submitInquiry } from '@/lib/data/inquiries';
import { inquirySchema, type InquiryValues } from '@/lib/forms/inquiry';
import type { FormMeta, FormResult } from '@/lib/forms/spam';

/** Validates again on the server, applies the spam checks and stores the inquiry. */
export async function sendInquiry(values: InquiryValues, meta: FormMeta): Promise<FormResult> {
  return handleFormAction(inquirySchema, values, meta, submitInquiry);
}
