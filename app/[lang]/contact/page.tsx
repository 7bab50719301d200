import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { site, whatsappUrl } from '@/lib/site';

export const generateMetadata = describedPageMetadata('Contact', 'contact');

/** First version: the ways to reach the team. The contact form (SPEC 5) lands with the forms work. */
export default async function ContactPage({ params }: PageProps<'/[lang]/contact'>) {
  await pageLocale(params);
  const [t, tc] = await Promise.all([getTranslations('Contact'), getTranslations('Common')]);
  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="font-semibold">{t('email')}</dt>
            <dd><a className="text-brand-700 underline" href={`mailto:${site.email}`}>{site.email}</a></dd>
          </div>
          <div>
            <dt className="font-semibold">{t('phone')}</dt>
            <dd><a className="text-brand-700 underline" href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a></dd>
          </div>
        </dl>
        <p className="text-slate-700">{t('hours')}</p>
        <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" className="inline-block rounded-md bg-[#1a7f45] px-4 py-2 font-semibold text-white">
          {t('whatsapp')} <span className="sr-only">{tc('newTab')}</span>
        </a>
      </div>
    </>
  );
}
