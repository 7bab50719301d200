import MarkdownIt from 'markdown-it';

/**
 * Blog bodies are Markdown written by editors. HTML inside them is never rendered (`html: false` escapes it), and
 * markdown-it refuses javascript:, vbscript: and data: links, so the output is safe to put into the page.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

// The page's title is its only h1; a "# heading" in a body becomes a section heading.
md.core.ruler.push('section_headings', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
  }
});

// Links to other sites open in a new tab without giving that page a handle on this one.
md.core.ruler.push('external_links', (state) => {
  for (const block of state.tokens) {
    for (const token of block.children ?? []) {
      if (token.type === 'link_open' && /^https?:\/\//i.test(token.attrGet('href') ?? '')) {
        token.attrSet('target', '_blank');
        token.attrSet('rel', 'noopener noreferrer');
      }
    }
  }
});

export function renderMarkdown(source: string): string {
  return md.render(source);
}
