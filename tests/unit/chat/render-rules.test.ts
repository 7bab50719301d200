import { cleanAssistantText, parseAssistantText, safeHref, type Token } from '@/lib/chat/render-rules';

const tokens = (text: string): Token[] => parseAssistantText(text).flat();
const links = (text: string) => tokens(text).filter((t) => t.type === 'link');
const textOf = (t: Token) => (t.type === 'link' ? '' : t.text);
const plain = (text: string) => tokens(text).map((t) => (t.type === 'link' ? `<${t.href}>` : t.text)).join('');

describe('safeHref', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://localhost:3000/en/travel/1/x', 'http://localhost:3000/en/travel/1/x'],
    ['/es/travel/3/trekking', '/es/travel/3/trekking'],
  ])('keeps %s', (raw, expected) => expect(safeHref(raw)).toBe(expected));

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:x', '//evil.example/x', '/\\evil.example', 'ftp://x.example', 'mailto:a@b.c'])(
    'refuses %s',
    (raw) => expect(safeHref(raw)).toBeNull(),
  );
});

describe('citations, images and markup', () => {
  it('strips 【…】 citation marks, including unpaired brackets', () => {
    expect(cleanAssistantText('Great trip【4:0†source】 indeed【1†a】.')).toBe('Great trip indeed.');
    expect(cleanAssistantText('half 【 open')).toBe('half  open');
  });

  it('drops markdown images entirely, so no image is ever built from the text', () => {
    const result = tokens('Look ![pwned](https://evil.example/x.png) here ![x](javascript:alert(1))');
    expect(result.map((t) => (t.type === 'link' ? 'LINK' : t.text)).join('')).toBe('Look  here');
  });

  it('removes HTML tags instead of interpreting them', () => {
    expect(plain('<script>alert(1)</script>Hi <img src=x onerror=alert(1)> <b>there</b>')).toBe('alert(1)Hi  there');
  });
});

describe('links', () => {
  it('turns bare URLs and site paths into links without a label (rendered as "View details")', () => {
    expect(links('See https://shop.example/en/travel/1/a-trip. Or /es/travel/2/otro, ok')).toEqual([
      { type: 'link', href: 'https://shop.example/en/travel/1/a-trip', label: null, bold: false },
      { type: 'link', href: '/es/travel/2/otro', label: null, bold: false },
    ]);
  });

  it('keeps the label of a markdown link, and renders an unsafe one as its label text only', () => {
    expect(links('[WhatsApp](https://wa.me/34600000123)')).toEqual([{ type: 'link', href: 'https://wa.me/34600000123', label: 'WhatsApp', bold: false }]);
    const hostile = tokens('[click me](javascript:alert(1)) and [x](data:text/html,<script>alert(1)</script>)');
    expect(hostile.some((t) => t.type === 'link')).toBe(false);
    expect(hostile.map(textOf).join('')).not.toContain('javascript');
  });

  it('does not link javascript: or data: text written without markdown', () => {
    expect(links('javascript:alert(document.cookie) data:text/html;base64,AAAA')).toEqual([]);
  });

  it('does not take a path inside a word or another URL for a site link', () => {
    expect(links('a/en/b and files/es/x')).toEqual([]);
  });
});

describe('bold', () => {
  it('renders **bold** runs', () => {
    expect(tokens('**Annapurna** trek')).toEqual([
      { type: 'text', text: 'Annapurna', bold: true },
      { type: 'text', text: ' trek', bold: false },
    ]);
  });

  it('handles nested and unpaired markers without leaking markup or crashing', () => {
    const nested = tokens('**a **b** c**');
    expect(nested.map(textOf).join('')).toBe('a b c');
    expect(nested.filter((t) => t.bold).map(textOf)).toEqual(['a ', ' c']);
    expect(plain('**unclosed bold')).toBe('**unclosed bold');
    expect(tokens('** **').every((t) => t.type === 'text')).toBe(true);
  });

  it('keeps a link inside bold as a bold link', () => {
    expect(links('**https://x.example/a**')).toEqual([{ type: 'link', href: 'https://x.example/a', label: null, bold: true }]);
  });
});

describe('prices', () => {
  it.each(['Desde 1.440 €', 'From 1,440 €', 'From 980 €', 'Desde 2.337€', 'From 12,500.50 €'])('highlights %s', (price) => {
    expect(tokens(`Trip: ${price} per person`).filter((t) => t.type === 'price')).toEqual([{ type: 'price', text: price, bold: false }]);
  });

  it('highlights a price whose number is in bold, and nothing in a price-like text without euro', () => {
    expect(tokens('From **1,200** €').filter((t) => t.type === 'price').map((t) => t.text)).toEqual(['From 1,200 €']);
    expect(tokens('From 1,200 dollars').some((t) => t.type === 'price')).toBe(false);
  });

  it('treats markup around a price as text', () => {
    const result = tokens('<span onclick="x">Desde 900 €</span>');
    expect(result).toEqual([{ type: 'price', text: 'Desde 900 €', bold: false }]);
  });
});

it('keeps line structure, blank lines included', () => {
  expect(parseAssistantText('a\n\nb').map((line) => line.length)).toEqual([1, 0, 1]);
});
