/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCompileHints, COMPILE_HINT } from '../../../scripts/compile-hints';

describe('compile hints on a build', () => {
  let dist: string;
  const chunk = (name: string) => join(dist, 'static', 'chunks', name);

  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    mkdirSync(join(dist, 'static', 'chunks', 'app'), { recursive: true });
    writeFileSync(chunk('framework.js'), '(globalThis.TURBOPACK||[]).push([1,e=>{"use strict"}]);');
    writeFileSync(chunk('app/page.js'), 'console.log("page")');
    writeFileSync(chunk('styles.css'), 'body{margin:0}');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('puts the hint on the first line of every script, nested ones too, and keeps the code as it was', () => {
    expect(addCompileHints(dist)).toBe(2);
    expect(readFileSync(chunk('framework.js'), 'utf8')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1,e=>{"use strict"}]);`);
    expect(readFileSync(chunk('app/page.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log("page")`);
    expect(readFileSync(chunk('styles.css'), 'utf8')).toBe('body{margin:0}');
  });

  it('marks a build once, however often it runs', () => {
    addCompileHints(dist);
    expect(addCompileHints(dist)).toBe(0);
    expect(readFileSync(chunk('framework.js'), 'utf8').split(COMPILE_HINT)).toHaveLength(2);
  });

  it('is what V8 looks for: a comment alone on the first line, so the script still runs the same', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(new Function(`${COMPILE_HINT}return 6 * 7;`)()).toBe(42);
  });
});
