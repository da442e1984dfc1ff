import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // As next.config.ts: catalogues compiled on the server, formatted without the ICU parser.
    '^use-intl/format-message$': 'use-intl/format-message/format-only',
  },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/.next-test', '/.next-bench', '/e2e/'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};

/**
 * Two layers: unit tests (no outside system; component tests opt into jsdom with a
 * docblock) and integration tests (*.int.test.ts), which need the local stack running, in two
 * projects (below).
 */
/** ESM-only packages Jest must compile like the app's own code (the i18n runtime). */
const ESM_PACKAGES = ['geist', 'use-intl', 'icu-minify', 'intl-messageformat', '@formatjs'];
const compilingEsm = (project) => ({
  ...project,
  transformIgnorePatterns: [
    `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
    ...project.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules')),
  ],
});

export default async function config() {
  const unit = await createJestConfig({
    ...shared,
    displayName: 'unit',
    testEnvironment: 'node',
    testMatch: ['**/*.test.ts?(x)'],
    testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '\\.int\\.test\\.ts$'],
  })();
  const integrationProject = (displayName, extra) =>
    createJestConfig({
      ...shared,
      displayName,
      testEnvironment: 'node',
      // Its test limit: 30 s (jest.integration-setup.ts says why).
      setupFilesAfterEnv: [...shared.setupFilesAfterEnv, '<rootDir>/jest.integration-setup.ts'],
      ...extra,
    })();
  // Integration files run side by side, except those that touch what every test shares
  // (`*.alone.int.test.ts`: site-wide sweeps, rebuilds and counts, a stand-in's fault), which
  // run afterwards, one at a time (dev/test-run/runner.ts).
  const integration = await integrationProject('integration', {
    testMatch: ['**/*.int.test.ts'],
    testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '\\.alone\\.int\\.test\\.ts$'],
  });
  const integrationAlone = await integrationProject('integration-alone', {
    testMatch: ['**/*.alone.int.test.ts'],
  });
  return { projects: [unit, integration, integrationAlone].map(compilingEsm) };
}
