import { execFileSync } from 'node:child_process';

/**
 * The layers, front doors and the absence of import cycles are kept by lint (eslint.config.mjs): these files break them
 * on purpose, and the project's own configuration must say which rule each one breaks.
 * ESLint's Node API loads the configuration with a dynamic import, which Jest's module
 * sandbox cannot run, so the API runs in a child Node, once for every case.
 */
const LINT_TEXTS = `
  import { ESLint } from 'eslint';
  const eslint = new ESLint({ cwd: process.cwd() });
  const rules = {};
  for (const [name, { filePath, code }] of Object.entries(JSON.parse(process.argv[1]))) {
    const [result] = await eslint.lintText(code, { filePath });
    rules[name] = result.messages.map((m) => m.ruleId ?? m.message);
  }
  process.stdout.write(JSON.stringify(rules));
`;

const CASES = {
  libImportsComponents: {
    filePath: 'lib/members/layer-check.ts',
    code: "export { CourseList } from '@/components/members/course-list';\n",
  },
  libImportsApp: {
    filePath: 'lib/members/layer-check.ts',
    code: "export { refreshCourses } from '@/app/(app)/(members)/home/actions';\n",
  },
  componentImportsApp: {
    filePath: 'components/members/layer-check.ts',
    code: "export { refreshCourses } from '../../app/(app)/(members)/home/actions';\n",
  },
  pastTheDoorByAlias: {
    filePath: 'components/members/door-check.ts',
    code: "export { homeHref } from '@/lib/members/home-selection';\n",
  },
  pastTheDoorFromTheRoot: {
    filePath: 'proxy-check.ts',
    code: "export { SESSION_COOKIE } from './lib/auth/cookie';\n",
  },
  browserDoorInAComponent: {
    filePath: 'components/auth/door-check.ts',
    code: "export { browserAuth } from '@/lib/firebase/browser';\n",
  },
  serverDoorInAComponent: {
    filePath: 'components/members/door-check.ts',
    code: "export { loadCatalog } from '@/lib/content';\n",
  },
  pastAnotherModulesDoor: {
    filePath: 'lib/progress/door-check.ts',
    code: "export { memberDoc } from '../members/store';\n",
  },
  membersImportsAuth: {
    filePath: 'lib/members/layer-check.ts',
    code: "export type { MemberSession } from '../auth';\n",
  },
  membersImportsGrants: {
    filePath: 'lib/members/layer-check.ts',
    code: "export { writeGrants } from '../grants';\n",
  },
  membersImportsAccountsByAlias: {
    filePath: 'lib/members/layer-check.ts',
    code: "export { isOperator } from '@/lib/accounts/client';\n",
  },
  grantsImportsAccounts: {
    filePath: 'lib/grants/layer-check.ts',
    code: "export { provisionAccount } from '../accounts';\n",
  },
  grantsImportsPayments: {
    filePath: 'lib/grants/layer-check.ts',
    code: "export { fetchPlans } from '../payments';\n",
  },
  accountsImportsAuth: {
    filePath: 'lib/accounts/layer-check.ts',
    code: "export type { MemberSession } from '../auth';\n",
  },
  accountsImportsTheConsole: {
    filePath: 'lib/accounts/layer-check.ts',
    code: "export { consoleHref } from '../admin/client';\n",
  },
  auditImportsGrants: {
    filePath: 'lib/audit/layer-check.ts',
    code: "export { NO_END } from '@/lib/grants/client';\n",
  },
  serverGrantsInAComponent: {
    filePath: 'components/members/door-check.ts',
    code: "export { loadMemberCourses } from '@/lib/grants';\n",
  },
  auditImportsMembers: {
    filePath: 'lib/audit/layer-check.ts',
    code: "export { memberKey } from '@/lib/members/client';\n",
  },
  envImportsLibByAlias: {
    filePath: 'lib/env/layer-check.ts',
    code: "export { isTimeZone } from '@/lib/live/client';\n",
  },
  envImportsLib: {
    filePath: 'lib/env/layer-check.ts',
    code: "export { LOCALES } from '../i18n/client';\n",
  },
  envImportsItself: {
    filePath: 'lib/env/layer-check.ts',
    code: "export { isTimeZone } from './client';\n",
  },
  libImportsDev: {
    filePath: 'lib/members/zone-check.ts',
    code: "export { mulberry32 } from '../../dev/generators/seeded-random';\n",
  },
  appImportsDevByAlias: {
    filePath: 'app/(app)/(members)/home/zone-check.ts',
    code: "export { HOSTED_ENV } from '@/dev/test-run/jest-env';\n",
  },
  componentImportsCli: {
    filePath: 'components/members/zone-check.ts',
    code: "export { progressBar } from '@/cli/progress-bar';\n",
  },
  libImportsE2e: {
    filePath: 'lib/members/zone-check.ts',
    code: "export * from '@/e2e/support/members';\n",
  },
  libImportsBench: {
    filePath: 'lib/members/zone-check.ts',
    code: "export * from '@/bench/admin';\n",
  },
  testImportsDev: {
    filePath: 'lib/members/__tests__/zone-check.test.ts',
    code: "export { HOSTED_ENV } from '@/dev/test-run/jest-env';\n",
  },
  testImportsComponents: {
    filePath: 'lib/members/__tests__/zone-check.test.ts',
    code: "export { CourseList } from '@/components/members/course-list';\n",
  },
  // course-ids.ts as it would be if it imported the door that re-exports it.
  cycle: {
    filePath: 'lib/members/course-ids.ts',
    code: "import { memberKey } from './client';\n\nexport const key = memberKey;\n",
  },
  unsorted: {
    filePath: 'lib/members/order-check.ts',
    code: "import { z } from 'zod';\nimport { readFileSync } from 'node:fs';\n\nexport { readFileSync, z };\n",
  },
  keepsToTheRules: {
    filePath: 'lib/progress/door-check.ts',
    code: [
      "import { homeHref } from '@/lib/members/client';",
      "import { classTitle } from '../../lib/content/client';",
      "import { isOpenClass } from '../grants/client';",
      "import { memberDoc } from '../members';",
      '',
      'export { classTitle, homeHref, isOpenClass, memberDoc };',
      '',
    ].join('\n'),
  },
};

let broken: Record<keyof typeof CASES, string[]>;

beforeAll(() => {
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', LINT_TEXTS, JSON.stringify(CASES)],
    { cwd: process.cwd(), encoding: 'utf8' },
  );
  broken = JSON.parse(out);
}, 120_000);

describe('the lint configuration', () => {
  it('forbids lib/ importing components/ or app/', () => {
    expect(broken.libImportsComponents).toContain('import/no-restricted-paths');
    expect(broken.libImportsApp).toContain('import/no-restricted-paths');
  });

  it('forbids members importing auth, and the audit log importing the modules on it', () => {
    expect(broken.membersImportsAuth).toContain('import/no-restricted-paths');
    expect(broken.auditImportsMembers).toContain('import/no-restricted-paths');
  });

  it('keeps the record below grants, grants below accounts, and accounts below auth, payments and the console', () => {
    expect(broken.membersImportsGrants).toContain('import/no-restricted-paths');
    expect(broken.membersImportsAccountsByAlias).toContain('import/no-restricted-paths');
    expect(broken.grantsImportsAccounts).toContain('import/no-restricted-paths');
    expect(broken.grantsImportsPayments).toContain('import/no-restricted-paths');
    expect(broken.accountsImportsAuth).toContain('import/no-restricted-paths');
    expect(broken.accountsImportsTheConsole).toContain('import/no-restricted-paths');
    expect(broken.auditImportsGrants).toContain('import/no-restricted-paths');
  });

  it('keeps lib/env at the bottom: it imports nothing from lib/ but itself', () => {
    expect(broken.envImportsLibByAlias).toContain('import/no-restricted-paths');
    expect(broken.envImportsLib).toContain('import/no-restricted-paths');
    expect(broken.envImportsItself).toEqual([]);
  });

  it('forbids components/ importing app/', () => {
    expect(broken.componentImportsApp).toContain('import/no-restricted-paths');
  });

  it("forbids reaching past a module's front door, by alias or by a relative path", () => {
    expect(broken.pastTheDoorByAlias).toContain('no-restricted-imports');
    expect(broken.pastTheDoorFromTheRoot).toContain('no-restricted-imports');
    expect(broken.pastAnotherModulesDoor).toContain('no-restricted-imports');
    expect(broken.serverDoorInAComponent).toContain('no-restricted-imports');
    expect(broken.serverGrantsInAComponent).toContain('no-restricted-imports');
  });

  it('forbids app/, components/ and lib/ importing dev/, bench/, e2e/ or cli/', () => {
    expect(broken.libImportsDev).toContain('import/no-restricted-paths');
    expect(broken.appImportsDevByAlias).toContain('import/no-restricted-paths');
    expect(broken.componentImportsCli).toContain('import/no-restricted-paths');
    expect(broken.libImportsE2e).toContain('import/no-restricted-paths');
    expect(broken.libImportsBench).toContain('import/no-restricted-paths');
  });

  it("lets tests use dev/'s helpers, but keeps them to the layers", () => {
    expect(broken.testImportsDev).toEqual([]);
    expect(broken.testImportsComponents).toContain('import/no-restricted-paths');
  });

  it('refuses an import cycle', () => {
    expect(broken.cycle).toContain('import/no-cycle');
  });

  it('wants imports sorted', () => {
    expect(broken.unsorted).toContain('import/order');
  });

  it('passes a file that keeps to the layers and doors', () => {
    expect(broken.keepsToTheRules).toEqual([]);
    expect(broken.browserDoorInAComponent).toEqual([]);
  });
});
