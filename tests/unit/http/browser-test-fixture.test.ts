/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(process.cwd(), 'tests', 'e2e');

describe('browser tests', () => {
  const specs = readdirSync(dir).filter((f) => f.endsWith('.spec.ts'));

  it('exist', () => {
    expect(specs.length).toBeGreaterThan(5);
  });

  // The shared `test` fails any test during which the page reported a Content-Security-Policy violation.
  it.each(specs)('%s takes `test` from the fixture that watches for policy violations', (spec) => {
    const source = readFileSync(join(dir, spec), 'utf8');
    expect(source).toMatch(/import \{[^}]*\btest\b[^}]*\} from '\.\/support\/test'/);
    expect(source).not.toMatch(/import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/);
  });
});
