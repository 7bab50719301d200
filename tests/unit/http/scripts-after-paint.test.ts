/** @jest-environment node */
import { INERT_TYPE, LOADER_PATH, scriptsAfterPaint, scriptsAfterPaintInPieces } from '@/lib/http/scripts-after-paint.mjs';
import { inlineScriptHashes } from '@/lib/http/inline-scripts.mjs';

const inert = (src: string) => `<script type="${INERT_TYPE}" data-src="${src}"></script>`;

describe('scriptsAfterPaint', () => {
  it("marks a prerendered page's chunks inert where they stood, the loader before the first, and drops their preloads", () => {
    const html = [
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/turbopack-b.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
      '<body><p>Trip</p><script>self.__next_f.push([1,"x"])</script><script src="/_next/static/chunks/main.js" async=""></script></body></html>',
    ].join('');
    expect(scriptsAfterPaint(html)).toBe(
      [
        '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
        `<script src="${LOADER_PATH}" async=""></script>${inert('/_next/static/chunks/a.js')}${inert('/_next/static/chunks/turbopack-b.js')}`,
        '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
        `<body><p>Trip</p><script>self.__next_f.push([1,"x"])</script>${inert('/_next/static/chunks/main.js')}</body></html>`,
      ].join(''),
    );
  });

  it("keeps a page rendered per request working under its nonce, whatever the attributes' order", () => {
    const html =
      '<head><script src="/_next/static/chunks/a.js" async="" nonce="n0nce=="></script>' +
      '<script src="/_next/static/chunks/b.js" nonce="n0nce==" async=""></script>' +
      '<link rel="preload" as="script" fetchPriority="low" nonce="n0nce==" href="/_next/static/chunks/b.js"/></head>';
    expect(scriptsAfterPaint(html)).toBe(
      `<head><script src="${LOADER_PATH}" async="" nonce="n0nce=="></script>${inert('/_next/static/chunks/a.js')}${inert('/_next/static/chunks/b.js')}</head>`,
    );
  });

  it('leaves alone what is not a plain async chunk of the site: other origins, other kinds, inline code', () => {
    const html = [
      '<script src="https://widget.example.com/w.js" async=""></script>',
      '<script src="//cdn.example.com/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/a.js"></script>',
      '<script src="/_next/static/chunks/a.js" async="" type="module"></script>',
      '<script src="/_next/static/chunks/a.js" async="" integrity="sha384-x"></script>',
      '<script src="/scripts/a.js" async=""></script>',
      '<script async="">console.log(1)</script>',
      '<link rel="preload" as="script" href="https://widget.example.com/w.js"/>',
      '<link rel="preload" as="image" href="/_next/static/media/a.js"/>',
    ].join('');
    expect(scriptsAfterPaint(html)).toBe(html);
  });

  it('changes a page once: a page already done, or done again, is the same', () => {
    const once = scriptsAfterPaint('<head><script src="/_next/static/chunks/a.js" async=""></script></head>');
    expect(scriptsAfterPaint(once)).toBe(once);
    expect(once.match(new RegExp(LOADER_PATH, 'g'))).toHaveLength(1);
  });

  it('adds no inline script, so the hashes of a page stay those of its own', () => {
    const html = '<head><script src="/_next/static/chunks/a.js" async=""></script></head><body><script>self.__next_f.push([1])</script></body>';
    expect(inlineScriptHashes(scriptsAfterPaint(html))).toEqual(inlineScriptHashes(html));
  });
});

describe('scriptsAfterPaintInPieces', () => {
  const page = [
    '<!DOCTYPE html><html><head><meta charset="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
    '<script src="/_next/static/chunks/a.js" async="" nonce="n0nce=="></script><script src="/_next/static/chunks/b.js" async="" nonce="n0nce=="></script>',
    '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="n0nce=="></script></head>',
    '<body><h1>Reserva · Santuario del Annapurna — 12 días</h1><script nonce="n0nce==">self.__next_f.push([1,"é"])</script>',
    '<link rel="preload" as="script" fetchPriority="low" nonce="n0nce==" href="/_next/static/chunks/main.js"/>',
    '<script src="/_next/static/chunks/main.js" nonce="n0nce==" async=""></script></body></html>',
  ].join('');
  const bytes = Buffer.from(page, 'utf8');
  const whole = Buffer.from(scriptsAfterPaint(bytes.toString('latin1')), 'latin1').toString('utf8');

  /** The page cut into pieces at the given byte offsets, as a response sends them, and put together again. */
  const sentInPieces = (cuts: number[]) => {
    const pieces = scriptsAfterPaintInPieces();
    const bounds = [0, ...cuts, bytes.length];
    let out = '';
    for (let i = 1; i < bounds.length; i += 1) out += pieces.write(bytes.subarray(bounds[i - 1], bounds[i]).toString('latin1'));
    out += pieces.end();
    return Buffer.from(out, 'latin1').toString('utf8');
  };

  it('gives the same page as the whole rewrite, wherever it is cut (inside a tag, a closing tag, a UTF-8 character)', () => {
    expect(whole).toContain(inert('/_next/static/chunks/main.js'));
    expect(whole).toContain('Santuario del Annapurna — 12 días');
    for (let cut = 1; cut < bytes.length; cut += 1) expect(sentInPieces([cut])).toBe(whole);
  });

  it('gives the same page cut into many small pieces, and adds the loader once', () => {
    for (const size of [1, 7, 64, 512]) {
      const cuts = Array.from({ length: Math.floor((bytes.length - 1) / size) }, (_, i) => (i + 1) * size);
      const out = sentInPieces(cuts);
      expect(out).toBe(whole);
      expect(out.split(LOADER_PATH)).toHaveLength(2);
    }
  });

  it('holds back no more than a short tag: a long inline script goes out as it comes', () => {
    const pieces = scriptsAfterPaintInPieces();
    const long = `<script>${'x'.repeat(4096)}`;
    expect(pieces.write(long)).toBe(long);
    expect(pieces.write('<scr')).toBe('');
    expect(pieces.write('ipt src="/_next/static/chunks/a.js" async="">')).toBe('');
    expect(pieces.write('</script><p>')).toBe(`<script src="${LOADER_PATH}" async=""></script>${inert('/_next/static/chunks/a.js')}<p>`);
    expect(pieces.end()).toBe('');
  });
});
