import { storageUrl } from '@/lib/env';
import { site } from '@/lib/site';

/**
 * The shop's logo from public storage: the full logo (mark and wordmark), or the mark alone on screens narrower
 * than 360 px, where the header must also hold the menu, language and account controls. Its text is the shop's name.
 */
export function SiteLogo({ name }: { name: string }) {
  const full = storageUrl(site.logo.full);
  const mark = storageUrl(site.logo.mark);
  if (!full) return <span className="text-lg font-bold text-brand-700">{name}</span>;
  return (
    <picture>
      {mark ? <source media="(max-width: 359px)" srcSet={mark} width={32} height={32} /> : null}
      <img src={full} alt={name} width={114} height={28} className="h-7 w-auto sm:h-8" />
    </picture>
  );
}
