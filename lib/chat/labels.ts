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

/** Picks the Chat texts from a whole message catalogue; a missing text shows its key (SPEC 8). */
export function pickChatLabels(messages: unknown): ChatLabels {
  const chat = (messages as { Chat?: Record<string, unknown> } | null)?.Chat ?? {};
  const labels = {} as ChatLabels;
  for (const key of CHAT_LABEL_KEYS) {
    const value = chat[key];
    labels[key] = typeof value === 'string' ? value : `Chat.${key}`;
  }
  return labels;
}
