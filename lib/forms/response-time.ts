import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getResponseDays, type ResponseForm } from '@/lib/data/response-times';

/** "within one working day" / "en un día laborable": the form's response time as its page says it. */
export async function answerWithin(form: ResponseForm): Promise<string> {
  const [t, days] = await Promise.all([getTranslations('ResponseTimes'), getResponseDays(form)]);
  return t('within', { days });
}
