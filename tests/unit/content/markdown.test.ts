import { renderMarkdown } from '@/lib/content/markdown';

describe('renderMarkdown', () => {
  it('renders the Markdown the blog uses', () => {
    const html = renderMarkdown('Intro with **bold**.\n\n## Train\n\n- one\n- two\n\n1. first');
    expect(html).toContain('<p>Intro with <strong>bold</strong>.</p>');
    expect(html).toContain('<h2>Train</h2>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol>\n<li>first</li>');
  });

  it('never renders HTML from the database', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\nText <b>bold</b>');
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses script links and opens other sites in a new tab', () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('href');
    expect(renderMarkdown('[x](data:text/html;base64,PHNjcmlwdD4=)')).not.toContain('href');
    expect(renderMarkdown('[guide](https://example.org/a)')).toBe(
      '<p><a href="https://example.org/a" target="_blank" rel="noopener noreferrer">guide</a></p>\n',
    );
    expect(renderMarkdown('[trip](/en/travel/1/x)')).toBe('<p><a href="/en/travel/1/x">trip</a></p>\n');
  });

  it('makes a level-one heading a section heading under the page title', () => {
    expect(renderMarkdown('# Big')).toBe('<h2>Big</h2>\n');
  });
});
