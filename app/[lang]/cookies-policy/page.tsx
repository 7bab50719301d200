import { getTranslations } from 'next-intl/server';
import { ConsentSettingsButton } from '@/components/consent/consent-settings-button';
import { StorageTable } from '@/components/consent/storage-table';
import { PageHeader } from '@/components/ui/page-header';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';

export const generateMetadata = describedPageMetadata('Cookies', 'cookies-policy');

const keys = ['what', 'necessary', 'preferences', 'third', 'analytics', 'control'] as const;

/** What the shop stores in the browser and why, with the way back to the cookie settings. */
export default async function CookiesPage({ params }: PageProps<'/[lang]/cookies-policy'>) {
  await pageLocale(params);
  const t = await getTranslations('Cookies');
  return (
    <>
      <PageHeader title={t('heading')} intro={t('updated')} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
        <ConsentSettingsButton label={t('settings')} className="min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white" />
        {keys.map((key, i) => (
          <section key={key}>
            <h2 className="text-xl font-semibold">
              {i + 1}. {t(`sections.${key}.title`)}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{t(`sections.${key}.body`)}</p>
            {key === 'what' ? <div className="mt-4"><StorageTable /></div> : null}
          </section>
        ))}
      </div>
    </>
  );
}
