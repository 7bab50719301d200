import { getTranslations } from 'next-intl/server';
import { Policy } from '@/components/ui/policy';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { site } from '@/lib/site';

export const generateMetadata = describedPageMetadata('Privacy', 'privacy-policy');

const keys = ['controller', 'data', 'purpose', 'retention', 'rights'] as const;

export default async function PrivacyPage({ params }: PageProps<'/[lang]/privacy-policy'>) {
  await pageLocale(params);
  const t = await getTranslations('Privacy');
  return (
    <Policy
      title={t('heading')}
      updated={t('updated')}
      sections={keys.map((k) => ({ title: t(`sections.${k}.title`), body: t(`sections.${k}.body`, { name: site.name, email: site.email }) }))}
    />
  );
}
