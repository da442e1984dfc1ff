import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * One front door per module (docs/conventions.md): callers import `@/lib/<module>`, or its
 * client-safe part `@/lib/<module>/client`, never a module's other files.
 */
const FRONT_DOOR =
  'Import the module through its front door: @/lib/<module> (or @/lib/<module>/client from client code), not one of its files.';
const frontDoor = (...regexes) => [
  'error',
  { patterns: regexes.map((regex) => ({ regex, message: FRONT_DOOR })) },
];
/** `@/lib/<module>/<file>`, and the relative `./lib/…` or `../lib/…` of files outside lib/. */
const FROM_OUTSIDE = ['^@/lib/[^/]+/(?!client$).+', '^(\\./|(\\.\\./)+)lib/[^/]+/(?!client$).+'];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // The layers: app/ may import components/ and lib/; components/ may import lib/; lib/
      // imports neither (the resolver follows the @/ alias).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib',
              from: ['./components', './app'],
              message: 'lib/ is the bottom layer: it imports neither components/ nor app/.',
            },
            {
              target: './components',
              from: './app',
              message: 'components/ must not import app/: let the page pass it in as a prop.',
            },
          ],
        },
      ],
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
          named: { enabled: true, types: 'types-last' },
        },
      ],
      'no-restricted-imports': frontDoor(...FROM_OUTSIDE),
    },
  },
  {
    // Components get their data from pages as props; of a module with server code they
    // import only its client door, so no component can pull server code into the browser.
    files: ['components/**'],
    rules: {
      'no-restricted-imports': frontDoor(
        ...FROM_OUTSIDE,
        '^@/lib/(auth|contact|content|firebase|members|progress)$',
      ),
    },
  },
  {
    // Files at lib/'s root are single-file modules; `./<module>/<file>` reaches inside one.
    files: ['lib/*.{ts,tsx,mjs}'],
    rules: { 'no-restricted-imports': frontDoor(...FROM_OUTSIDE, '^\\./[^/]+/(?!client$).+') },
  },
  {
    // Inside a module its own files are fair game; `../<other module>/<file>` is not.
    files: ['lib/*/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': frontDoor(...FROM_OUTSIDE, '^\\.\\./(?!\\.)[^/]+/(?!client$).+'),
    },
  },
  {
    // A test may reach into the module it tests (and into other tests' fixtures).
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-test*/**',
    '.next-bench/**',
    'content/**',
    'test-results/**',
    'playwright-report/**',
    '.test-output*/**',
    'next-env.d.ts',
  ]),
]);
