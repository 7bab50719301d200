import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { storageUrl } from '@/lib/env';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { site } from '@/lib/site';

export const generateMetadata = describedPageMetadata('Certifications', 'certifications');

export default async function CertificationsPage({ params }: PageProps<'/[lang]/certifications'>) {
  const lang = await pageLocale(params);
  const t = await getTranslations('Certifications');
  const iso = storageUrl(site.isoImage[lang]);
  return (
    <>
      <PageHeader title={t('heading')} intro={t('description')} />
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:flex-row">
        {iso ? <img src={iso} alt={t('isoAlt', { name: site.name })} width={160} height={160} className="h-40 w-40 object-contain" /> : null}
        <div className="space-y-4 text-slate-700">
          <p>{t('p1')}</p>
          <p>{t('p2')}</p>
          <p>{t('p3')}</p>
        </div>
      </div>
    </>
  );
}
