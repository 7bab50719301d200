/**
 * Whether a departure is guaranteed to run, as the database decides it (departure_availability's `guaranteed` and
 * `travellers_needed`, docs/guaranteed-departures.md): guaranteed once its paid travellers reach its minimum group
 * size or the operator marks it so, and until then how many more paid travellers it needs. Pages only choose the words.
 */
export interface GuaranteeNow {
  guaranteed: boolean;
  /** Paid travellers still needed; 0 once guaranteed or cancelled. */
  travellersNeeded: number;
}

export type GuaranteeState = { kind: 'guaranteed' } | { kind: 'needed'; count: number };

/** What to say about a departure: nothing for a cancelled one (its availability says it). */
export function guaranteeState(now: GuaranteeNow, cancelled: boolean): GuaranteeState | null {
  if (cancelled) return null;
  if (now.guaranteed) return { kind: 'guaranteed' };
  return now.travellersNeeded > 0 ? { kind: 'needed', count: now.travellersNeeded } : null;
}

export interface GuaranteeTexts {
  guaranteed: string;
  /** "2 more travellers to guarantee it" for a count. */
  needed: (count: number) => string;
}

export function guaranteeLabel(state: GuaranteeState, texts: GuaranteeTexts): string {
  return state.kind === 'guaranteed' ? texts.guaranteed : texts.needed(state.count);
}

