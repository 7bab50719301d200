/**
 * Departure availability as the database decides it (the departure_availability view's `availability` column):
 * places left, one place left, sold out, or cancelled by the operator (a cached page may still list it until it is
 * regenerated; the live read says so). Pages only choose the words for it.
 */
export type AvailabilityKind = 'available' | 'last_spot' | 'sold_out' | 'cancelled';

/** The view's value; anything unknown is shown as sold out rather than offered. */
export function availabilityKind(value: string | null | undefined): AvailabilityKind {
  return value === 'available' || value === 'last_spot' || value === 'cancelled' ? value : 'sold_out';
}

export interface AvailabilityTexts {
  /** "{count} spots left" for a count. */
  spotsLeft: (count: number) => string;
  lastSpot: string;
  soldOut: string;
  cancelled: string;
}

export function availabilityLabel(kind: AvailabilityKind, placesLeft: number, texts: AvailabilityTexts): string {
  if (kind === 'sold_out') return texts.soldOut;
  if (kind === 'cancelled') return texts.cancelled;
  if (kind === 'last_spot') return texts.lastSpot;
  return texts.spotsLeft(placesLeft);
}

/** The label is a number of places ("4 spots left", "1 spot left"), which a cached page must say may have changed. */
export const showsPlaceCount = (kind: AvailabilityKind): boolean => kind === 'available' || kind === 'last_spot';

/** schema.org availability of an offer. */
export function schemaAvailability(kind: AvailabilityKind): string {
  if (kind === 'sold_out') return 'https://schema.org/SoldOut';
  if (kind === 'cancelled') return 'https://schema.org/Discontinued';
  return kind === 'last_spot' ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock';
}
