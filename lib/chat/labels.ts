import { createTranslator, type AbstractIntlMessages } from 'next-intl';

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

export type ChatLabels = Record<(typeof CHAT_LABEL_KEYS)[number], string>;

/**
 * Picks the Chat texts from a whole message catalogue, with `{product}` filled in by next-intl's formatter (the
 * widget sends them as they are); a missing text shows its key, never an empty space.
 */
export function pickChatLabels(messages: unknown, lang: 'en' | 'es', product: string): ChatLabels {
  const chat = (messages as { Chat?: Record<string, unknown> } | null)?.Chat ?? {};
  const format = createTranslator({
    locale: lang,
    messages: { Chat: chat } as AbstractIntlMessages,
    namespace: 'Chat',
    onError: () => {},
    getMessageFallback: ({ key }) => `Chat.${key}`,
  }) as unknown as (key: string, values: Record<string, string>) => string;
  const labels = {} as ChatLabels;
  for (const key of CHAT_LABEL_KEYS) labels[key] = typeof chat[key] === 'string' ? format(key, { product }) : `Chat.${key}`;
  return labels;
}
