/** SPEC 4's departure availability, from the departure_availability view's places_left. */
export type AvailabilityKind = 'available' | 'last_spot' | 'sold_out';

export function availabilityOf(placesLeft: number | null): AvailabilityKind {
  const left = placesLeft ?? 0;
  if (left <= 0) return 'sold_out';
  return left === 1 ? 'last_spot' : 'available';
}

export interface AvailabilityTexts {
  /** ICU message with {count}: "{count} spots left". */
  spotsLeft: (count: number) => string;
  lastSpot: string;
  soldOut: string;
}

export function availabilityLabel(placesLeft: number | null, texts: AvailabilityTexts): string {
  const kind = availabilityOf(placesLeft);
  if (kind === 'sold_out') return texts.soldOut;
  if (kind === 'last_spot') return texts.lastSpot;
  return texts.spotsLeft(placesLeft ?? 0);
}

/** schema.org availability of an offer. */
export function schemaAvailability(placesLeft: number | null): string {
  const kind = availabilityOf(placesLeft);
  if (kind === 'sold_out') return 'https://schema.org/SoldOut';
  return kind === 'last_spot' ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock';
}
