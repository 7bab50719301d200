import { Photo } from '@/components/ui/photo';
import { getTranslations } from 'next-intl/server';
import type { CatalogueEntry, CatalogueKind } from '@/lib/data/catalogue';
import { storageUrl } from '@/lib/env';
import { Link } from '@/lib/i18n/link';

export interface CatalogueGridItem {
  key: number;
  href: string;
  name: string | null;
  image: string | null;
  count: number | null;
  description: string | null;
}

/** Activities or countries as grid items, each linking to its landing page. */
export const catalogueItems = (kind: CatalogueKind, entries: CatalogueEntry[]): CatalogueGridItem[] =>
  entries.map((e) => ({ key: e.id, href: `/${kind}/${e.id}`, name: e.name, image: e.photoPath, count: e.tripCount, description: e.summary }));

/** A titled grid of catalogue entries (activities, destinations) with their trip counts. */
export async function CatalogueGrid({
  id,
  title,
  empty,
  items,
}: {
  id: string;
  title: string;
  empty: string;
  items: CatalogueGridItem[];
}) {
  const t = await getTranslations('Common');
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl px-4 py-10">
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-4 text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid={`${id}-list`}>
          {items.map((item) => {
            const src = storageUrl(item.image);
            return (
              <li key={item.key}>
                <Link href={item.href} className="group block overflow-hidden rounded-lg border border-slate-200">
                  {src ? (
                    <Photo src={src} alt="" width={400} height={300} sizes="(min-width: 1152px) 272px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw" className="aspect-[4/3] w-full object-cover" />
                  ) : null}
                  <span className="block p-3">
                    <span className="block font-medium group-hover:underline">{item.name}</span>
                    <span className="block text-sm text-slate-600">{t('trips', { count: item.count ?? 0 })}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
