import { getTranslations } from 'next-intl/server';
import { Policy } from '@/components/ui/policy';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';

export const generateMetadata = describedPageMetadata('Terms', 'terms-and-conditions');

const keys = ['booking', 'cancellation', 'changes', 'safety'] as const;

export default async function TermsPage({ params }: PageProps<'/[lang]/terms-and-conditions'>) {
  await pageLocale(params);
  const t = await getTranslations('Terms');
  return <Policy title={t('heading')} updated={t('updated')} sections={keys.map((k) => ({ title: t(`sections.${k}.title`), body: t(`sections.${k}.body`) }))} />;
}
