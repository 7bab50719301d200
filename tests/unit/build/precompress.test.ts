/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { precompressBuild } from '../../../scripts/precompress';

describe('brotli copies of a build', () => {
  let dist: string;
  const file = (name: string) => join(dist, 'static', name);
  const script = Buffer.from(Array.from({ length: 3000 }, (_, i) => `var v${i}=${(i * 7919) % 10007};`).join(''));

  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dist, 'static', 'chunks', 'app'), { recursive: true });
    mkdirSync(join(dist, 'static', 'media'), { recursive: true });
    writeFileSync(file('chunks/framework.js'), script);
    writeFileSync(file('chunks/app/styles.css'), `body{margin:0}${'.c{color:red}'.repeat(200)}`);
    writeFileSync(file('chunks/tiny.js'), 'console.log(1)');
    writeFileSync(file('media/photo.jpg'), Buffer.alloc(4096, 7));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes a brotli copy beside every script and style sheet of 1 KB or more, nested ones too, smaller than gzip', () => {
    expect(precompressBuild(dist)).toBe(2);
    const copy = readFileSync(`${file('chunks/framework.js')}.br`);
    expect(brotliDecompressSync(copy).equals(script)).toBe(true);
    expect(copy.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
    expect(brotliDecompressSync(readFileSync(`${file('chunks/app/styles.css')}.br`)).toString()).toMatch(/^body\{margin:0\}/);
    expect(() => statSync(`${file('chunks/tiny.js')}.br`)).toThrow();
    expect(() => statSync(`${file('media/photo.jpg')}.br`)).toThrow();
  });

  it('keeps a copy newer than its file and writes again one its file has outgrown', () => {
    precompressBuild(dist);
    expect(precompressBuild(dist)).toBe(0);
    // The compile hints, or a new build, change a file after its copy was written.
    writeFileSync(file('chunks/framework.js'), Buffer.concat([Buffer.from('//# allFunctionsCalledOnLoad\n'), script]));
    const later = new Date(statSync(`${file('chunks/framework.js')}.br`).mtimeMs + 5000);
    utimesSync(file('chunks/framework.js'), later, later);
    expect(precompressBuild(dist)).toBe(1);
    expect(brotliDecompressSync(readFileSync(`${file('chunks/framework.js')}.br`)).toString()).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  });

  it('does nothing for a build without static files', () => {
    expect(precompressBuild(join(dist, 'missing'))).toBe(0);
  });
});
