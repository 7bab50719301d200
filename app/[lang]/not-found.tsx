import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{t('title')}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-4 text-slate-600">{t('text')}</p>
      <Link href="/" className="mt-8 inline-block rounded bg-brand-700 px-4 py-2 font-medium text-white">
        {t('backHome')}
      </Link>
    </section>
  );
}
