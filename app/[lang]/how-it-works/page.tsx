import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';

export const generateMetadata = describedPageMetadata('HowItWorks', 'how-it-works');

const steps = ['choose', 'book', 'prepare', 'travel'] as const;

export default async function HowItWorksPage({ params }: PageProps<'/[lang]/how-it-works'>) {
  await pageLocale(params);
  const t = await getTranslations('HowItWorks');
  return (
    <>
      <PageHeader title={t('heading')} intro={t('description')} />
      <ol className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step} className="rounded-lg border border-slate-200 p-5">
            <p className="text-sm font-semibold text-brand-700">{i + 1}</p>
            <h2 className="mt-1 text-lg font-semibold">{t(`steps.${step}.title`)}</h2>
            <p className="mt-2 text-slate-700">{t(`steps.${step}.body`)}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
