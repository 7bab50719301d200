import { getTranslations } from 'next-intl/server';
import type { TripDetail } from '@/lib/data/trips';
import { levelLabel } from '@/lib/levels';

const groupTypes = ['open', 'private', 'both', 'ask'] as const;
const isGroupType = (v: string | null): v is (typeof groupTypes)[number] => groupTypes.includes(v as (typeof groupTypes)[number]);

/** Basics: destination, duration, group, level, activity. */
export async function TripBasics({ trip }: { trip: TripDetail }) {
  const [t, tc, tl] = await Promise.all([getTranslations('Trip'), getTranslations('Common'), getTranslations('Levels')]);
  const { card } = trip;
  const basics: [string, string][] = [
    [t('destination'), card.country_name ?? ''],
    [t('duration'), tc('days', { count: card.duration_days ?? 0 })],
    [t('group'), isGroupType(card.group_type) ? t(`groupType.${card.group_type}`) : ''],
    [t('difficulty'), levelLabel(tl, card.difficulty ?? 0)],
    [t('activity'), card.activity_name ?? ''],
  ];
  return (
    <section aria-label={t('basics')} className="mx-auto max-w-4xl px-4 pt-8">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {basics.map(([label, value]) => (
          <div key={label} className="rounded-md bg-brand-50 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
