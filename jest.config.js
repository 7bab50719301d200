import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// These packages ship ES modules only, so Jest must transform them (NOTES.md).
const esmPackages = [
  'next-intl',
  'use-intl',
  'icu-minify',
  'intl-messageformat',
  '@formatjs',
  'zod',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

const unit = {
  displayName: 'unit',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

const integration = {
  displayName: 'integration',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  globalSetup: '<rootDir>/tests/integration/setup/global-setup.ts',
  globalTeardown: '<rootDir>/tests/integration/setup/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/tests/integration/setup/timeout.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

// Two production servers, one backend and Redis (REDIS_URL): run on its own, `npm run test:shared-cache`, never by npm test.
const sharedCache = {
  displayName: 'shared-cache',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/shared-cache/**/*.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

export default async function config() {
  const projects = await Promise.all(
    [unit, integration, sharedCache].map(async (project) => ({
      ...(await createJestConfig(project)()),
      transformIgnorePatterns,
    })),
  );
  return { projects };
}
