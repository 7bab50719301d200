import { getTranslations } from 'next-intl/server';
import type { Json } from '@/lib/supabase/database.types';
import { parseRoute, projectRoute } from './route-projection';

/** The trip's route drawn from its GeoJSON as inline SVG: no map service, no script, nothing to load. */
export async function RouteMap({ route }: { route: Json | null }) {
  const parsed = parseRoute(route);
  if (!parsed) return null;
  const t = await getTranslations('Trip');
  const map = projectRoute(parsed, 640, 400, 48);
  const stops = parsed.stops.map((s) => s.name).join(', ');
  return (
    <section id="route" aria-labelledby="route-title" className="mx-auto max-w-4xl scroll-mt-28 px-4 py-8">
      <h2 id="route-title" className="text-2xl font-semibold">{t('routeMap')}</h2>
      <svg viewBox={`0 0 ${map.width} ${map.height}`} role="img" aria-label={t('routeMapDescription', { stops })} className="mt-3 w-full rounded-lg bg-brand-50" data-testid="route-map">
        <path d={map.path} fill="none" stroke="#185a4a" strokeWidth={4} strokeLinejoin="round" strokeLinecap="round" />
        {map.stops.map((stop, i) => {
          const anchor = stop.x > map.width * 0.7 ? 'end' : 'start';
          return (
            <g key={`${stop.order}-${stop.name}`}>
              <circle cx={stop.x} cy={stop.y} r={7} fill={i === 0 || i === map.stops.length - 1 ? '#b91c1c' : '#ffffff'} stroke="#185a4a" strokeWidth={3} />
              <text x={stop.x + (anchor === 'end' ? -12 : 12)} y={stop.y + 5} textAnchor={anchor} fontSize={15} fill="#0f172a" stroke="#eef7f4" strokeWidth={4} paintOrder="stroke">
                {`${stop.order}. ${stop.name}`}
              </text>
            </g>
          );
        })}
      </svg>
    </section>
  );
}
