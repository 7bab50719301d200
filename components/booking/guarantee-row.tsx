import { getTranslations } from 'next-intl/server';
import type { Booking } from '@/lib/booking/booking';
import { guaranteeLabel, guaranteeState } from '@/lib/booking/guarantee';

/**
 * The "Departure" row of a booking's summary: guaranteed to run, or how many more paid travellers it needs
 * (docs/guaranteed-departures.md), for a booking still going on its departure; null for any other.
 */
export async function guaranteeRow(booking: Booking): Promise<[string, React.ReactNode] | null> {
  if (booking.status !== 'held' && booking.status !== 'confirmed') return null;
  const state = guaranteeState(booking.departure, booking.departure.cancelled);
  if (!state) return null;
  const t = await getTranslations('Guarantee');
  const label = guaranteeLabel(state, { guaranteed: t('guaranteed'), needed: (count) => t('needed', { count }) });
  return [t('summary'), <span key="guarantee" data-testid="summary-guarantee">{label}</span>];
}
