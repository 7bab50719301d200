import { Fragment, type ReactNode } from 'react';
import { parseAssistantText, type Token } from '@/lib/chat/render-rules';

function renderToken(token: Token, key: number, viewDetails: string): ReactNode {
  let node: ReactNode;
  if (token.type === 'link') {
    node = (
      <a href={token.href} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-2">
        {token.label ?? viewDetails}
      </a>
    );
  } else if (token.type === 'price') {
    node = <mark className="rounded bg-accent-500/15 px-1 font-semibold text-slate-900" data-price="">{token.text}</mark>;
  } else {
    node = token.text;
  }
  return token.bold ? <strong key={key}>{node}</strong> : <Fragment key={key}>{node}</Fragment>;
}

/** Assistant text as React elements only (the rules are data in lib/chat/render-rules.ts; no HTML is ever injected). */
export function AssistantText({ text, viewDetails }: { text: string; viewDetails: string }) {
  const lines = parseAssistantText(text);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line.map((token, i) => renderToken(token, i, viewDetails))}
        </Fragment>
      ))}
    </>
  );
}
