'use client';

import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { ChatLabels } from '@/lib/chat/labels';
import { supabaseEnv } from '@/lib/env';
import { AssistantText } from './assistant-text';
import { ChatComposer } from './chat-composer';
import { ChatMessageView } from './chat-message-view';
import { useChat } from './use-chat';

export interface ChatPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
  lang: 'en' | 'es';
  productName: string;
  labels: ChatLabels;
}

/** The open chat: stays mounted while closed, so the conversation and its thread survive closing. */
export function ChatPanel({ id, open, onClose, lang, productName, labels }: ChatPanelProps) {
  const endpoint = useMemo(() => {
    const { url, anonKey } = supabaseEnv();
    return { functionsUrl: `${url}/functions/v1`, anonKey };
  }, []);
  const { messages, pending, send } = useChat(lang, labels, endpoint);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      hidden={!open}
      onKeyDown={onKeyDown}
      data-testid="chat-panel"
      className="flex h-[min(600px,calc(100dvh-7rem))] w-[min(400px,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl"
    >
      <header className="flex items-start justify-between gap-3 bg-brand-700 px-4 py-3 text-white">
        <div>
          <h2 id={`${id}-title`} className="text-base font-semibold">
            {productName}
          </h2>
          <p className="text-xs text-brand-100">{labels.subtitle}</p>
        </div>
        <button type="button" onClick={onClose} aria-label={labels.close} className="rounded-full p-1 text-xl leading-none hover:bg-brand-900">
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <ol ref={listRef} role="log" aria-live="polite" aria-label={labels.messagesLabel} className="flex-1 space-y-3 overflow-y-auto px-3 py-4">
        <li className="flex flex-col items-start" data-role="welcome">
          <span className="mb-0.5 text-xs font-medium text-slate-500">{productName}</span>
          <div className="max-w-[85%] rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-2 text-sm text-slate-900">
            <AssistantText text={labels.welcome} viewDetails={labels.viewDetails} />
          </div>
        </li>
        {messages.map((message) => (
          <ChatMessageView key={message.id} message={message} labels={labels} productName={productName} />
        ))}
      </ol>
      <ChatComposer labels={labels} pending={pending} onSend={send} inputRef={inputRef} />
    </section>
  );
}
