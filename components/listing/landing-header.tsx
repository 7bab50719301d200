import { Photo } from '@/components/ui/photo';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';

/** The banner of an activity or country page: photo, heading, intro and the breadcrumb back to its list. */
export async function LandingHeader({ title, intro, image, parent }: {
  title: string;
  intro: string | null;
  image: string | null;
  parent: { href: string; label: string };
}) {
  const t = await getTranslations('Listing');
  return (
    <header className="relative isolate overflow-hidden bg-brand-900 text-white">
      {/* The page's largest paint: preloaded at high priority, in the width the screen needs. */}
      {image ? <Photo src={image} alt="" fill preload fetchPriority="high" sizes="100vw" className="-z-10 object-cover opacity-40" /> : null}
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <Breadcrumbs label={t('breadcrumb')} crumbs={[{ href: '/', label: t('home') }, parent]} />
        <h1 className="mt-3 text-3xl font-bold sm:text-5xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-brand-50">{intro}</p> : null}
      </div>
    </header>
  );
}
