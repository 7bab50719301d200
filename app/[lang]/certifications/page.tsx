import { Photo } from '@/components/ui/photo';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { storageUrl } from '@/lib/env';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { site } from '@/lib/site';

export const generateMetadata = describedPageMetadata('Certifications', 'certifications');

const means = ['design', 'guides', 'feedback', 'audit'] as const;

/** The ISO certificate in the page's language, and what the certification means for a traveller. */
export default async function CertificationsPage({ params }: PageProps<'/[lang]/certifications'>) {
  const lang = await pageLocale(params);
  const t = await getTranslations('Certifications');
  const iso = storageUrl(site.isoImage[lang]);
  return (
    <>
      <PageHeader title={t('heading')} intro={t('description')} />
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:flex-row">
        {iso ? <Photo src={iso} alt={t('isoAlt', { name: site.name })} width={240} height={240} sizes="192px" className="h-48 w-48 shrink-0 object-contain" /> : null}
        <div className="space-y-4 text-slate-700">
          <p>{t('p1')}</p>
          <section aria-labelledby="iso-means">
            <h2 id="iso-means" className="text-xl font-semibold text-slate-900">{t('meansTitle')}</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {means.map((key) => <li key={key}>{t(`means.${key}`)}</li>)}
            </ul>
          </section>
          <p>{t('p2')}</p>
          <p>{t('p3')}</p>
        </div>
      </div>
    </>
  );
}
