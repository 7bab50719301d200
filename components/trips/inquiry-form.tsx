import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { InquiryFormDeferred } from './inquiry-form-deferred';

/** The trip's inquiry section; the form itself is a client leaf, woken when needed, that receives the Inquiry texts. */
export async function InquiryForm({ tripId, lang, departures }: {
  tripId: number;
  lang: Locale;
  departures: { id: number; label: string }[];
}) {
  const messages = await getMessages();
  return <InquiryFormDeferred tripId={tripId} lang={lang} departures={departures} labels={messages.Inquiry} />;
}
