import { getTranslations } from 'next-intl/server';
import { previewing } from '@/lib/data/preview';

/** While an editor previews, a ribbon says so and offers the way out (back to what visitors see). */
export async function PreviewRibbon({ path }: { path: string }) {
  if (!(await previewing())) return null;
  const t = await getTranslations('Preview');
  return (
    <div role="note" data-testid="preview-ribbon" className="sticky top-16 z-30 flex flex-wrap items-center justify-center gap-3 bg-amber-300 px-4 py-2 text-sm font-semibold text-slate-900">
      <span>{t('ribbon')}</span>
      {/* A plain link: the route handler must run to drop the preview cookie. */}
      <a href={`/api/draft/exit?path=${encodeURIComponent(path)}`} className="underline">
        {t('exit')}
      </a>
    </div>
  );
}
