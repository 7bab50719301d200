/** The widget's texts (namespace "Chat" in messages/*.json), picked so the browser gets only these. */
export const CHAT_LABEL_KEYS = [
  'close',
  'defaultError',
  'errorPrefix',
  'inputLabel',
  'loading',
  'messagesLabel',
  'noResponse',
  'open',
  'placeholder',
  'rateLimited',
  'send',
  'subtitle',
  'typing',
  'viewDetails',
  'welcome',
  'you',
] as const;

export type ChatLabelKey = (typeof CHAT_LABEL_KEYS)[number];
export type ChatLabels = Record<ChatLabelKey, string>;
/** next-intl's translator of the Chat namespace (getTranslations('Chat') on the server). */
export type ChatTranslator = (key: ChatLabelKey, values?: { product: string }) => string;

/**
 * The Chat texts formatted by next-intl's own translator, `{product}` filled in, so the widget gets finished strings.
 * The catalogues are compiled at build time (next.config.ts): reading their raw entries gave the compiled form of
 * any text with a placeholder, and every chat opened with "Chat.welcome".
 */
export function chatLabels(t: ChatTranslator, product: string): ChatLabels {
  const labels = {} as ChatLabels;
  for (const key of CHAT_LABEL_KEYS) labels[key] = t(key, { product });
  return labels;
}
