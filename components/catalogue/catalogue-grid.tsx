import { getTranslations } from 'next-intl/server';
import { storageUrl } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';

export interface CatalogueGridItem {
  key: number;
  href: string;
  name: string | null;
  image: string | null;
  count: number | null;
  description: string | null;
}

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
                    <img src={src} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" width={400} height={300} />
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
