import { renderMarkdown } from '@/lib/content/markdown';

const prose = [
  'space-y-4 leading-relaxed text-slate-800',
  '[&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:space-y-1 [&_ol]:space-y-1 [&_ul]:pl-6 [&_ol]:pl-6',
  '[&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1',
].join(' ');

/** A post's Markdown body (rendered without any HTML it contains, see lib/content/markdown). */
export function PostBody({ markdown }: { markdown: string }) {
  return <div className={prose} dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown) }} />;
}
