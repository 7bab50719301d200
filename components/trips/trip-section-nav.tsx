import { getTranslations } from 'next-intl/server';

/** In-page links to the SPEC's five sections, sticky under the header; on a narrow screen the row scrolls sideways. */
export async function TripSectionNav() {
  const t = await getTranslations('Trip');
  const items = [['intro', t('intro')], ['itinerary', t('itinerary')], ['info', t('info')], ['faqs', t('faqs')], ['reviews', t('reviews')]] as const;
  return (
    <nav aria-label={t('sections')} className="sticky top-16 z-10 mt-8 border-y border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-4xl gap-4 overflow-x-auto px-4 text-sm font-semibold">
        {items.map(([id, label]) => (
          <li key={id} className="shrink-0"><a href={`#${id}`} className="flex min-h-11 min-w-11 items-center justify-center whitespace-nowrap text-brand-700 hover:underline">{label}</a></li>
        ))}
      </ul>
    </nav>
  );
}
