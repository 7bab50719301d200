import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { Link } from '@/lib/i18n/navigation';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { pagePath } from '@/lib/i18n/pages';
import { whatsappUrl } from '@/lib/site';

export const generateMetadata = describedPageMetadata('PrivateAdventures', 'private-adventures');

const points = ['dates', 'guide', 'level'] as const;

/** First version: what a private adventure is and how to ask for one; the request form lands with the forms work. */
export default async function PrivateAdventuresPage({ params }: PageProps<'/[lang]/private-adventures'>) {
  const lang = await pageLocale(params);
  const [t, tc] = await Promise.all([getTranslations('PrivateAdventures'), getTranslations('Common')]);
  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <ul className="list-disc space-y-2 pl-6 text-slate-700">
          {points.map((p) => <li key={p}>{t(`points.${p}`)}</li>)}
        </ul>
        <div className="flex flex-wrap gap-3">
          <Link href={pagePath(lang, 'contact')} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">{t('contact')}</Link>
          <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" className="rounded-md border border-slate-300 px-4 py-2 font-semibold">
            {t('whatsapp')} <span className="sr-only">{tc('newTab')}</span>
          </a>
        </div>
      </div>
    </>
  );
}
