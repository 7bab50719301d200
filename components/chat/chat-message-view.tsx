import type { ChatLabels } from '@/lib/chat/labels';
import { AssistantText } from './assistant-text';
import type { ChatMessage } from './use-chat';

function TypingDots({ label }: { label: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex items-center gap-1 py-1" data-testid="chat-typing">
      {[0, 150, 300].map((delay) => (
        <span key={delay} aria-hidden="true" className="h-2 w-2 animate-bounce rounded-full bg-slate-400" style={{ animationDelay: `${delay}ms` }} />
      ))}
    </span>
  );
}

export function ChatMessageView({ message, labels, productName }: { message: ChatMessage; labels: ChatLabels; productName: string }) {
  const mine = message.role === 'user';
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`} data-role={message.role} aria-busy={message.isStreaming || undefined}>
      <span className="mb-0.5 text-xs font-medium text-slate-500">{mine ? labels.you : productName}</span>
      <div
        className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm leading-relaxed ${
          mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900'
        }`}
        data-testid={mine ? 'chat-user-message' : 'chat-assistant-message'}
      >
        {mine ? message.content : <AssistantText text={message.content} viewDetails={labels.viewDetails} />}
        {message.isStreaming && message.content === '' && <TypingDots label={labels.typing} />}
      </div>
    </li>
  );
}
