'use client';

import { useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import type { ChatLabels } from '@/lib/chat/labels';

interface Props {
  labels: ChatLabels;
  pending: boolean;
  onSend: (text: string) => Promise<boolean>;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** Enter sends, Shift+Enter starts a new line; nothing is sent while empty or while a reply is pending. */
export function ChatComposer({ labels, pending, onSend, inputRef }: Props) {
  const [text, setText] = useState('');
  const empty = text.trim() === '';

  const submit = async () => {
    if (empty || pending) return;
    const sent = text;
    setText('');
    const ok = await onSend(sent);
    // A message that could not be sent comes back, so the visitor can retry without typing it again.
    if (!ok) setText((current) => current || sent);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 p-3"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">
        {labels.inputLabel}
      </label>
      <textarea
        id="chat-input"
        ref={inputRef}
        rows={2}
        maxLength={1000}
        value={text}
        disabled={pending}
        placeholder={labels.placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-50"
      />
      <button
        type="submit"
        disabled={empty || pending}
        className="rounded-xl bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-slate-300"
      >
        {labels.send}
      </button>
    </form>
  );
}
