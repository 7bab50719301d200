import { getMessages, getTranslations } from 'next-intl/server';
import { answerWithin } from '@/lib/forms/response-time';
import type { Locale } from '@/lib/i18n/routing';
import { InquiryFormDeferred } from './inquiry-form-deferred';

/** The trip's inquiry section; the form itself is a client leaf, woken when needed, that receives the Inquiry texts. */
export async function InquiryForm({ tripId, lang, departures }: {
  tripId: number;
  lang: Locale;
  departures: { id: number; label: string }[];
}) {
  const [messages, t, within] = await Promise.all([getMessages(), getTranslations('Inquiry'), answerWithin('trip inquiry')]);
  // The intro has a placeholder: formatted here, since the catalogue's own entries are compiled (next.config.ts).
  return <InquiryFormDeferred tripId={tripId} lang={lang} departures={departures} labels={{ ...messages.Inquiry, intro: t('intro', { within }) }} />;
}
