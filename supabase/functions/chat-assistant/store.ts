import type { RestClient } from '../_shared/rest.ts';
import type { Lang } from './catalogue.ts';

export interface StoredMessage {
  role: 'user' | 'assistant';
  content: string;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('').slice(0, 32);
}

/** The visitor's thread, or a new one when none is given or the given one is unknown. */
export async function openThread(rest: RestClient, threadId: string | null, lang: Lang, client: string): Promise<string> {
  if (threadId) {
    const found = await rest.select<{ id: string }>('chat_threads', { select: 'id', id: `eq.${threadId}` });
    if (found[0]) return found[0].id;
  }
  const [created] = await rest.insert<{ id: string }>('chat_threads', [{ lang, client_key: await sha256(client) }], 'id');
  if (!created) throw new Error('chat_threads insert returned no row');
  return created.id;
}

export async function saveMessage(rest: RestClient, threadId: string, message: StoredMessage): Promise<void> {
  await rest.insert('chat_messages', [{ thread_id: threadId, role: message.role, content: message.content }], 'id');
}

/** The last messages of a thread, oldest first (the model's memory of the conversation). */
export async function recentMessages(rest: RestClient, threadId: string, limit = 12): Promise<StoredMessage[]> {
  const rows = await rest.select<StoredMessage>('chat_messages', {
    select: 'role,content',
    thread_id: `eq.${threadId}`,
    order: 'id.desc',
    limit: String(limit),
  });
  return rows.reverse();
}
