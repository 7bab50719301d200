import { getTranslations } from 'next-intl/server';
import { Policy } from '@/components/ui/policy';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';

export const generateMetadata = describedPageMetadata('Cookies', 'cookies-policy');

const keys = ['what', 'necessary', 'third', 'control'] as const;

export default async function CookiesPage({ params }: PageProps<'/[lang]/cookies-policy'>) {
  await pageLocale(params);
  const t = await getTranslations('Cookies');
  return <Policy title={t('heading')} updated={t('updated')} sections={keys.map((k) => ({ title: t(`sections.${k}.title`), body: t(`sections.${k}.body`) }))} />;
}
