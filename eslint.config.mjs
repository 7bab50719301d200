import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * Next's rules (core web vitals, React, hooks, accessibility, TypeScript), plus the direction dependencies must
 * point: app -> components -> lib. A rule that both a page and the data layer need lives in lib/.
 */
const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', '.bench/**', '.next-e2e/**', '.next-bench/**', '.next-shared-cache/**', 'node_modules/**', 'supabase/.local-data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'lib/supabase/database.types.ts'],
  },
  {
    files: ['lib/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/components/*', '../components/*', '../../components/*', '../app/*', '../../app/*'], message: 'lib/ must not depend on app/ or components/: move the rule into lib/.' }] }],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '../app/*', '../../app/*'], message: 'components/ must not depend on app/.' }] }],
    },
  },
  {
    files: ['app/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/components/*'], message: 'Route handlers use lib/, never components/.' }] }],
    },
  },
  {
    // Schemas also run in the browser, where Zod's eval probe would break the Content-Security-Policy: lib/zod.ts
    // applies the jitless setting first. Taken as a namespace, so pages ship only the parts of Zod they use.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['lib/zod.ts', 'lib/zod-jitless.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [
          { name: 'zod', message: "Import it as `import * as z from '@/lib/zod'`.", allowTypeImports: true },
        ],
      }],
      'no-restricted-syntax': ['error', {
        selector: "ImportDeclaration[source.value='@/lib/zod'][importKind!='type'] > :matches(ImportSpecifier[importKind!='type'], ImportDefaultSpecifier)",
        message: "Import it as `import * as z from '@/lib/zod'`: Zod's own z object carries all of Zod, every locale included, to the browser.",
      }],
    },
  },
  {
    // Tests render plain links on purpose (what the navigation spinner listens for) and load modules afresh with
    // jest.isolateModules, which takes require().
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@next/next/no-html-link-for-pages': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
];

export default config;
