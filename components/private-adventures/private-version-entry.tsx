import { getTranslations } from 'next-intl/server';
import { PRIVATE_GROUP_TYPES } from '@/lib/data/private-requests';
import { Link } from '@/lib/i18n/link';
import { pagePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';

/**
 * "Request a private version" on a trip whose group type allows private groups: the request form opens with this
 * trip, its destination and its activity filled in.
 */
export async function PrivateVersionEntry({ lang, tripId, groupType }: { lang: Locale; tripId: number; groupType: string | null }) {
  if (!PRIVATE_GROUP_TYPES.includes(groupType ?? '')) return null;
  const t = await getTranslations('PrivateAdventures.privateVersion');
  return (
    <section aria-labelledby="private-version-title" className="mx-auto max-w-4xl px-4 py-4" data-testid="private-version">
      <div className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="private-version-title" className="text-lg font-semibold">{t('title')}</h2>
          <p className="text-slate-700">{t('text')}</p>
        </div>
        <Link
          href={{ pathname: pagePath(lang, 'private-adventures'), query: { trip: String(tripId) } }}
          className="shrink-0 rounded-md bg-brand-700 px-4 py-2 text-center font-semibold text-white"
        >
          {t('cta')}
        </Link>
      </div>
    </section>
  );
}
