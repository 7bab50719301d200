'use client';

import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import type { ChatLabels } from '@/lib/chat/labels';
import { sendChatMessage } from '@/lib/chat/send-chat-message';
import { ChatRequestError } from '@/lib/chat/stream-reader';
import { tripIdOfPath } from '@/lib/trip-path';

/** The conversation lives in memory only: nothing is stored in the browser, a reload starts afresh. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  isStreaming: boolean;
}

export interface ChatEndpoint {
  functionsUrl: string;
  anonKey: string;
}

let counter = 0;
const nextId = () => `m${Date.now().toString(36)}-${++counter}`;

export function useChat(lang: 'en' | 'es', labels: ChatLabels, endpoint: ChatEndpoint) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const threadId = useRef<string | null>(null);
  const busy = useRef(false);

  const update = (id: string, change: (message: ChatMessage) => ChatMessage) =>
    setMessages((list) => list.map((message) => (message.id === id ? change(message) : message)));

  /** Resolves true when the message was answered, false when it could not be sent. */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || busy.current) return false;
      busy.current = true;
      setPending(true);
      const placeholder = nextId();
      setMessages((list) => [
        ...list,
        { id: nextId(), role: 'user', content: message, isStreaming: false },
        { id: placeholder, role: 'assistant', content: '', isStreaming: true },
      ]);
      try {
        const reply = await sendChatMessage({
          ...endpoint,
          message,
          threadId: threadId.current,
          language: lang,
          // Read when sent: the widget stays mounted while the visitor moves from page to page.
          tripId: tripIdOfPath(window.location.pathname),
          onDelta: (delta) => update(placeholder, (m) => ({ ...m, content: m.content + delta })),
        });
        threadId.current ??= reply.threadId;
        const content = reply.response.trim() ? reply.response : labels.noResponse;
        update(placeholder, (m) => ({ ...m, content, isStreaming: false }));
        return true;
      } catch (error) {
        setMessages((list) => list.filter((m) => m.id !== placeholder));
        // Only the server's own messages are shown; a network failure gets the default text.
        const detail = error instanceof ChatRequestError ? (error.status === 429 ? labels.rateLimited : error.message) : '';
        toast.error(`${labels.errorPrefix}${detail || labels.defaultError}`);
        return false;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [endpoint, lang, labels],
  );

  return { messages, pending, send };
}
