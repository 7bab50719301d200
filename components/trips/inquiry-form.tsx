import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { InquiryFormFields } from './inquiry-form-fields';

/** The trip's inquiry section; the form itself is a client leaf that receives the Inquiry texts. */
export async function InquiryForm({ tripId, lang, departures }: {
  tripId: number;
  lang: Locale;
  departures: { id: number; label: string }[];
}) {
  const messages = await getMessages();
  return <InquiryFormFields tripId={tripId} lang={lang} departures={departures} labels={messages.Inquiry} />;
}
