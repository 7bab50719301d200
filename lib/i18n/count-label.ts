/**
 * A count's label for a client leaf, without the ICU message formatter in the browser: the server formats the
 * message for none, one and a sample count, and the browser fills in the number. Sound for English and Spanish,
 * whose whole-number plurals are "one" for 1 and "other" otherwise (Spanish "many" starts at a million), for
 * counts below 1,000 (formatted without grouping).
 */
export interface CountLabels {
  zero: string;
  one: string;
  /** With `{count}` where the number goes. */
  other: string;
}

/** A count in the "other" form whose digits appear nowhere else in a label. */
const SAMPLE = 987;

export function countLabels(format: (count: number) => string): CountLabels {
  return { zero: format(0), one: format(1), other: format(SAMPLE).replace(String(SAMPLE), '{count}') };
}

export function countLabel(labels: CountLabels, count: number): string {
  if (count === 0) return labels.zero;
  if (count === 1) return labels.one;
  return labels.other.replace('{count}', () => String(count));
}
