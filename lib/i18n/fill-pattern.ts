/**
 * A message formatted on the server with placeholders kept (`t('key', { name: '{name}' })`), filled in where the
 * values are known: the browser, or a list whose items arrive later. Each `{name}` is replaced by its value.
 */
export function fillPattern(pattern: string, values: Record<string, string | number>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
