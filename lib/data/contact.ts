import 'server-only';
import type { ContactMessage } from '@/lib/forms/contact';
import type { FormResult } from '@/lib/forms/spam';
import { given, submitForm, type Sender } from './form-submission';

/** Stores a contact message through submit_contact_message (operator notice and acknowledgement in the outbox). */
export function submitContactMessage(message: ContactMessage, sender: Sender): Promise<FormResult> {
  return submitForm('submit_contact_message', {
    client_key: sender.clientKey,
    user_id: given(sender.userId),
    name: message.name,
    email: message.email,
    phone: given(message.phone),
    subject: given(message.subject),
    message: message.message,
    accepts_terms: message.acceptsTerms,
    wants_giveaway: message.wantsGiveaway,
    wants_news: message.wantsNews,
    lang: message.lang,
  });
}
