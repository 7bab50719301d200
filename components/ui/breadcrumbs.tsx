import { Link } from '@/lib/i18n/link';

export interface Crumb {
  href: string;
  label: string;
}

/** The trail back up the site on a photo banner; on a touch screen each link has a 44 px tap area (tap-target). */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label} className="text-sm text-brand-100">
      <ol className="flex flex-wrap gap-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            <Link href={crumb.href} className="tap-target underline touch:min-w-11 touch:text-center">{crumb.label}</Link>
            {index < crumbs.length - 1 ? ' /' : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
