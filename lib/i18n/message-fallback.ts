/** A missing translation key shows the key itself (with its namespace, so it can be found). */
export function messageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}
