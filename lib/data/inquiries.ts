import 'server-only';
import type { Inquiry } from '@/lib/forms/inquiry';
import type { FormResult } from '@/lib/forms/spam';
import { given, submitForm, type Sender } from './form-submission';

/** Stores a trip inquiry through submit_inquiry (operator notice and acknowledgement in the outbox). */
export function submitInquiry(inquiry: Inquiry, sender: Sender): Promise<FormResult> {
  return submitForm('submit_inquiry', {
    client_key: sender.clientKey,
    user_id: given(sender.userId),
    trip_id: inquiry.tripId,
    departure_id: given(inquiry.departureId),
    name: inquiry.name,
    email: inquiry.email,
    phone: given(inquiry.phone),
    message: inquiry.message,
    lang: inquiry.lang,
  });
}
