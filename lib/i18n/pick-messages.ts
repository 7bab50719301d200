import type { Messages } from 'next-intl';

/** The namespaces a client leaf needs, so the browser never receives the whole catalogue. */
export function pickMessages<K extends keyof Messages>(messages: Messages, namespaces: K[]): Pick<Messages, K> {
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]])) as Pick<Messages, K>;
}

/** Some texts of one namespace, for a leaf that needs only those. */
export function pickKeys<T extends object, K extends keyof T>(texts: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, texts[key]])) as Pick<T, K>;
}
