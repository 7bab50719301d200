/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The shop uses Node and Next.js only through their documented APIs: no file assigns to a prototype or to a global
 * of the server process, and none imports Next's private modules (`next/dist/...`), which any release may change
 * without a word. Every source file the repository tracks is read, tests and scripts included.
 */
const root = process.cwd();
const SELF = 'tests/unit/build/framework-boundary.test.ts';
const SOURCE = /\.(?:[cm]?[jt]sx?|d\.[cm]?ts)$/;
/** The browser's own window, which only the shop's pages could patch (test harnesses script a page from outside). */
const SHOP_CODE = /^(?:app|components|lib|messages)\/|^(?:middleware|proxy|instrumentation|instrumentation-client)\.[jt]s$/;

const ASSIGN = String.raw`\s*(?:=(?!=)|\?\?=|\|\|=|&&=)`;
const BUILTINS = 'Buffer|console|JSON|Math|Date|Promise|performance|crypto|Reflect|Object|Array|String|Number|Symbol|Error|URL|Headers|Request|Response|fetch|ServerResponse|IncomingMessage|Server|Socket|EventEmitter|Module|require';
const rules: { name: string; pattern: RegExp; only?: RegExp }[] = [
  { name: 'assigns to a prototype', pattern: new RegExp(String.raw`\.prototype(?:\.[\w$]+|\[[^\]]+\])${ASSIGN}`) },
  { name: 'assigns to a global', pattern: new RegExp(String.raw`\b(?:globalThis|global)(?:\.[\w$]+|\[[^\]]+\])${ASSIGN}`) },
  { name: "assigns to a member of a built-in", pattern: new RegExp(String.raw`(?<![\w$.])(?:${BUILTINS})\.[\w$]+${ASSIGN}`) },
  { name: 'assigns to the process', pattern: new RegExp(String.raw`(?<![\w$.])process\.(?!env\b|exitCode\b)[\w$]+${ASSIGN}`) },
  {
    name: 'defines a property of a global, a built-in or a prototype',
    pattern: new RegExp(String.raw`\b(?:Object\.(?:defineProperty|defineProperties|assign|setPrototypeOf)|Reflect\.(?:set|defineProperty|setPrototypeOf))\(\s*(?:globalThis|global|window|self|process\s*[,)]|(?:${BUILTINS})\b|[\w$.]+\.prototype\b)`),
  },
  { name: "imports Next's private modules", pattern: /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire(?:\.resolve)?\s*\(\s*|\bimport\s+)['"`]next\/dist(?:\/|['"`])/ },
  { name: "assigns to the browser's window", pattern: new RegExp(String.raw`\b(?:window|self)(?:\.[\w$]+|\[[^\]]+\])${ASSIGN}`), only: SHOP_CODE },
];

/** The rules a file's text breaks, as "path:line: rule". */
export function violations(path: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const rule of rules) {
      if (rule.only && !rule.only.test(path)) continue;
      if (rule.pattern.test(line)) found.push(`${path}:${i + 1}: ${rule.name}`);
    }
  });
  return found;
}

const trackedSources = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((path) => SOURCE.test(path) && path !== SELF);

describe('the framework boundary', () => {
  it('holds in every source file of the repository', () => {
    const files = trackedSources();
    expect(files.length).toBeGreaterThan(300);
    expect(files).toEqual(expect.arrayContaining(['next.config.ts', 'middleware.ts', 'lib/http/page-cache.mjs', 'scripts/start.ts']));
    const found = files.flatMap((path) => {
      try {
        return violations(path, readFileSync(join(root, path), 'utf8'));
      } catch {
        return []; // listed by git but deleted in the work tree
      }
    });
    expect(found).toEqual([]);
  });

  it.each([
    ['ServerResponse.prototype.write = function (chunk) {};', 'assigns to a prototype'],
    ["Server.prototype['emit'] = patched;", 'assigns to a prototype'],
    ['http.ServerResponse.prototype.end ??= end;', 'assigns to a prototype'],
    ["Object.defineProperty(ServerResponse.prototype, 'write', { value: write });", 'defines a property of a global, a built-in or a prototype'],
    ["Object.defineProperty(globalThis, 'fetch', { value: fetch });", 'defines a property of a global, a built-in or a prototype'],
    ['Object.assign(globalThis, { memo });', 'defines a property of a global, a built-in or a prototype'],
    ["Reflect.set(globalThis, Symbol.for('shop.pageMemo'), memo);", 'defines a property of a global, a built-in or a prototype'],
    ['globalThis.pageMemo = memo;', 'assigns to a global'],
    ["globalThis[Symbol.for('x')] = memo;", 'assigns to a global'],
    ['global.fetch = wrapped;', 'assigns to a global'],
    ['Buffer.byteLength = (value) => 0;', 'assigns to a member of a built-in'],
    ['  console.log = () => {};', 'assigns to a member of a built-in'],
    ['process.emit = emit;', 'assigns to the process'],
    ["import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';", "imports Next's private modules"],
    ["import type { X } from 'next/dist/server/config';", "imports Next's private modules"],
    ["const cache = require('next/dist/server/lib/incremental-cache');", "imports Next's private modules"],
    ["const { a } = await import('next/dist/client');", "imports Next's private modules"],
  ])('finds %s', (line, rule) => {
    expect(violations('lib/http/example.ts', `// a file\n${line}\n`)).toEqual([`lib/http/example.ts:2: ${rule}`]);
  });

  it("finds the shop's pages patching the browser's window, not a test scripting a page", () => {
    expect(violations('components/x.tsx', 'window.__seen = true;')).toEqual(["components/x.tsx:1: assigns to the browser's window"]);
    expect(violations('scripts/bench/renders.ts', 'window.__benchRenders = stats;')).toEqual([]);
  });

  it.each([
    "import { NextResponse } from 'next/server';",
    "import Link from 'next/link';",
    'if (a === globalThis.x) return;',
    'process.env.NEXT_TELEMETRY_DISABLED ??= "1";',
    'process.exitCode = 1;',
    'const prototype = Object.getPrototypeOf(x);',
    'Object.assign(env, { A: 1 });',
    'headers.link = preloads;',
    'myBuffer.length = 0;',
  ])('leaves documented use alone: %s', (line) => {
    expect(violations('lib/http/example.ts', line)).toEqual([]);
  });
});
