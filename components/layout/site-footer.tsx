import { getTranslations } from 'next-intl/server';
import { site } from '@/lib/site';

export async function SiteFooter() {
  const t = await getTranslations('Footer');
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm text-slate-600">{t('copyright', { name: site.name })}</div>
    </footer>
  );
}
