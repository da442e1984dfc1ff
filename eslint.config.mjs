import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * One front door per module (docs/conventions.md): callers import `@/lib/<module>`, or its
 * client-safe part `@/lib/<module>/client`, or what runs only in a browser
 * `@/lib/<module>/browser` (Firebase's web SDK), never a module's other files.
 */
const FRONT_DOOR =
  'Import the module through its front door: @/lib/<module> (or @/lib/<module>/client from client code), not one of its files.';
const frontDoor = (...regexes) => [
  'error',
  { patterns: regexes.map((regex) => ({ regex, message: FRONT_DOOR })) },
];
/** `@/lib/<module>/<file>` but a door, and the relative `./lib/…` or `../lib/…` of files outside lib/. */
const FROM_OUTSIDE = [
  '^@/lib/[^/]+/(?!(client|browser)$).+',
  '^(\\./|(\\.\\./)+)lib/[^/]+/(?!(client|browser)$).+',
];

/**
 * The layers: app/ may import components/ and lib/; components/ may import lib/; lib/
 * imports neither (the resolver follows the @/ alias). Inside lib/, env imports nothing of
 * lib/; the member record (members) sits below grants, grants below accounts, and auth and
 * payments on all three; members, grants, accounts, payments, contact and the console's
 * lib/admin sit on the audit log.
 */
const LAYERS = [
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
  {
    target: './lib/env',
    from: './lib',
    except: ['./env'],
    message:
      'lib/env is the bottom of lib/: it imports nothing from lib/ (the facts it checks settings against sit in its client door).',
  },
  {
    target: './lib/members',
    from: ['./lib/grants', './lib/accounts', './lib/auth', './lib/payments'],
    message:
      'members (the record: reading, sessions, visits) sits below grants, accounts, auth and payments: they import it.',
  },
  {
    target: './lib/grants',
    from: ['./lib/accounts', './lib/auth', './lib/payments'],
    message:
      "grants (grant writes, ends, drip release, course summaries) sits below accounts, auth and payments: payments hands its changes to grants' writeGrants.",
  },
  {
    target: './lib/accounts',
    from: ['./lib/auth', './lib/payments', './lib/admin'],
    message:
      'accounts (provisioning, move, migrate, claims, imports) sits below auth, payments and the console: they import it.',
  },
  {
    target: './lib/audit',
    from: [
      './lib/members',
      './lib/grants',
      './lib/accounts',
      './lib/payments',
      './lib/contact',
      './lib/admin',
    ],
    message: 'The audit log sits below the modules that record changes in it.',
  },
];
/** What ships never imports the tools that sit beside the app. */
const SHIPPED_CODE = {
  target: ['./app', './components', './lib'],
  from: ['./dev', './bench', './e2e', './cli'],
  message:
    'app/, components/ and lib/ ship: they import none of dev/, bench/, e2e/ or cli/, which import them.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...LAYERS, SHIPPED_CODE] }],
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
        '^@/lib/(accounts|announcements|audit|auth|contact|content|firebase|grants|members|notes|progress|search)$',
      ),
    },
  },
  {
    // Files at lib/'s root are single-file modules; `./<module>/<file>` reaches inside one.
    files: ['lib/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': frontDoor(...FROM_OUTSIDE, '^\\./[^/]+/(?!(client|browser)$).+'),
    },
  },
  {
    // Inside a module its own files are fair game; `../<other module>/<file>` is not.
    files: ['lib/*/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': frontDoor(
        ...FROM_OUTSIDE,
        '^\\.\\./(?!\\.)[^/]+/(?!(client|browser)$).+',
      ),
    },
  },
  {
    // No import cycles in what ships: modules form layers, each importing only those below.
    // (The rule skips type-only imports; madge, which counts them, finds none either.)
    // disableScc: its shortcut resolves the linted file on disk and crashes on one that is
    // not there yet (an unsaved file, ESLint's lintText); the repo lints as fast without it.
    files: ['app/**', 'components/**', 'lib/**'],
    rules: { 'import/no-cycle': ['error', { disableScc: true }] },
  },
  {
    // A test may reach into the module it tests (and into other tests' fixtures), and use
    // dev/'s stand-ins and test helpers: tests do not ship.
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      'import/no-restricted-paths': ['error', { zones: LAYERS }],
      // A test renders plain anchors as fixtures; the rule also reads every path as a page
      // since app/[locale]/[...missing] matches any URL.
      '@next/next/no-html-link-for-pages': 'off',
    },
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
