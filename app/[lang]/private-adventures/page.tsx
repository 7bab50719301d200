import { getMessages, getTranslations } from 'next-intl/server';
import { policyLabels } from '@/components/forms/policy-labels';
import { PrivateRequestForm } from '@/components/private-adventures/private-request-form';
import { PageHeader } from '@/components/ui/page-header';
import { listActivities } from '@/lib/data/catalogue';
import { answerWithin } from '@/lib/forms/response-time';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { site, whatsappUrl } from '@/lib/site';

export const revalidate = 600;
export const generateMetadata = describedPageMetadata('PrivateAdventures', 'private-adventures');

const points = ['dates', 'guide', 'level'] as const;

/** What a private adventure is, and the request form a traveller fills in in four short steps. */
export default async function PrivateAdventuresPage({ params }: PageProps<'/[lang]/private-adventures'>) {
  const lang = await pageLocale(params);
  const [t, tc, messages, policies, activities, within] = await Promise.all([
    getTranslations('PrivateAdventures'),
    getTranslations('Common'),
    getMessages(),
    policyLabels('PrivateAdventures', lang),
    listActivities(lang),
    answerWithin('private adventure request'),
  ]);
  const steps = 4;
  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="private-form-title">
          <h2 id="private-form-title" className="text-2xl font-semibold">{t('formTitle')}</h2>
          <p className="mt-1 mb-6 text-slate-700">{t('formIntro', { within })}</p>
          <PrivateRequestForm
            lang={lang}
            labels={{ form: { ...messages.PrivateAdventures.form, successDetail: t('form.successDetail', { within }) }, errors: messages.PrivateAdventures.errors, ...policies }}
            stepCounters={Array.from({ length: steps }, (_, i) => t('stepCounter', { current: i + 1, total: steps }))}
            activities={activities.flatMap(({ id, name }) => (name ? [{ id, name }] : []))}
            quizUrl={site.quizUrl[lang]}
          />
        </section>
        <aside className="space-y-4 rounded-lg bg-brand-50 p-5 lg:self-start">
          <ul className="list-disc space-y-2 pl-5 text-slate-700">
            {points.map((p) => <li key={p}>{t(`points.${p}`)}</li>)}
          </ul>
          <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" className="inline-block rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold">
            {t('whatsapp')} <span className="sr-only">{tc('newTab')}</span>
          </a>
        </aside>
      </div>
    </>
  );
}
