/** @jest-environment node */
import { createHash } from 'node:crypto';
import { inlineScriptHashes } from '@/lib/http/inline-scripts.mjs';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, once each, in order', () => {
    const html = [
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script id="_R_">self.x=1</script>',
      '<script>self.__next_f.push([1,"a\\n<\\/b>é"])</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '</body></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      hash('(self.__next_f=self.__next_f||[]).push([0])'),
      hash('self.x=1'),
      hash('self.__next_f.push([1,"a\\n<\\/b>é"])'),
    ]);
  });

  it('leaves out scripts with a src and data blocks, keeps JavaScript and module types', () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Trip"}</script>',
      '<script src="/x.js"></script>',
      '<script type="module">import("/y.js")</script>',
      "<script type='text/javascript'>a()</script>",
      '<SCRIPT>b()</SCRIPT>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([hash('import("/y.js")'), hash('a()'), hash('b()')]);
  });

  it('changes when a single character of the payload changes', () => {
    expect(inlineScriptHashes('<script>a(1)</script>')).not.toEqual(inlineScriptHashes('<script>a(2)</script>'));
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});
