/** A trip's level, 1 (easy) to 5: one name each (messages Levels.names), said the same by the filter, the pages and the assistant. */
export const LEVELS = [1, 2, 3, 4, 5] as const;
export type Level = (typeof LEVELS)[number];

/** next-intl's translator of the Levels namespace, on the server or in the browser. */
export type LevelTranslator = (key: `names.${Level}` | 'value', values?: { name: string; level: number }) => string;

export const toLevel = (value: number): Level => (LEVELS.includes(value as Level) ? (value as Level) : value > 5 ? 5 : 1);

/** "Moderate (3/5)" / "Moderado (3/5)". */
export function levelLabel(t: LevelTranslator, value: number): string {
  const level = toLevel(value);
  return t('value', { name: t(`names.${level}`), level });
}
