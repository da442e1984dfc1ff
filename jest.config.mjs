import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/.next-test', '/.next-bench', '/e2e/'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};

/**
 * Two layers: unit tests (no outside system; component tests opt into jsdom with a
 * docblock) and integration tests (*.int.test.ts), which need the local stack running.
 */
export default async function config() {
  const unit = await createJestConfig({
    ...shared,
    displayName: 'unit',
    testEnvironment: 'node',
    testMatch: ['**/*.test.ts?(x)'],
    testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '\\.int\\.test\\.ts$'],
  })();
  const integration = await createJestConfig({
    ...shared,
    displayName: 'integration',
    testEnvironment: 'node',
    testMatch: ['**/*.int.test.ts'],
  })();
  return { projects: [unit, integration] };
}
