import type { TripTemplate } from '../types';
import { africaTrips } from './africa';
import { alpsTrips } from './alps';
import { andesTrips } from './andes';
import { himalayaTrips } from './himalaya';
import { italyTrips } from './italy';
import { northTrips } from './north';
import { sailingTrips } from './sailing';
import { southernEuropeTrips } from './southern-europe';
import { trailTrips } from './trail';
import { deriveVariant } from './variants';

export const tripTemplates: TripTemplate[] = [
  ...himalayaTrips,
  ...andesTrips,
  ...alpsTrips,
  ...africaTrips,
  ...southernEuropeTrips,
  ...italyTrips,
  ...sailingTrips,
  ...trailTrips,
  ...northTrips,
];

export interface Trip extends TripTemplate {
  id: number;
  /** The template key for derived variants, so they share images with their original. */
  baseKey: string;
}

/** Every published template followed by its variant; unpublished pilots get no variant. */
export function allTrips(): Trip[] {
  const trips: TripTemplate[] = tripTemplates.flatMap((t) => (t.published === false ? [t] : [t, deriveVariant(t)]));
  const ordered = [...trips.filter((t) => t.published !== false), ...trips.filter((t) => t.published === false)];
  return ordered.map((t, i) => ({ ...t, id: i + 1, baseKey: t.key.replace(/--(private|premium)$/, '') }));
}
