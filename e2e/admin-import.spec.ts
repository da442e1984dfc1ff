import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { deferred } from '../dev/test-run/deferred';
import { axeViolations } from './support/a11y';
import {
  expectNotFound,
  freshOperator,
  OUTSIDERS,
  recordAction,
  replayAction,
  visitors,
  type Visitor,
} from './support/admin';
import { testFirestore } from './support/firestore';
import type { TestMember } from './support/members';
import { openSignedIn } from './support/members';

/** /admin/import: preview, apply with the progress bar, report, resume, and who may do it. */

const KNOWN = 'course-candlesticks';
const JOB_URL = /\/admin\/import\/([0-9a-f-]{36})$/;

const emails = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i}@example.com`);
const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(['email,courses', ...lines].join('\n')),
});
const prefix = (label: string) => `imp-${label}-${randomUUID().slice(0, 8)}`;

const userExists = async (email: string) =>
  (await testFirestore().doc(`users/${email}`).get()).exists;
const auditBy = async (actor: string) =>
  (await testFirestore().collection('auditLog').where('actor', '==', actor).get()).docs.map(
    (doc) => doc.data() as { member: string; source: string },
  );
const importDoc = (id: string) => testFirestore().doc(`imports/${id}`);

/** Uploads the file and waits for the job's page; the job's id. */
async function preview(page: Page, file: ReturnType<typeof csvFile>): Promise<string> {
  await page.getByLabel('File').setInputFiles(file);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page).toHaveURL(JOB_URL);
  return JOB_URL.exec(page.url())![1]!;
}

/** Every aria-valuenow the bar shows until the import completes. */
async function watchBar(page: Page): Promise<number[]> {
  const bar = page.getByRole('progressbar', { name: 'Rows applied' });
  const seen: number[] = [];
  await expect
    .poll(
      async () => {
        const now = Number(await bar.getAttribute('aria-valuenow'));
        if (seen.at(-1) !== now) seen.push(now);
        return page.getByText('Import complete.').isVisible();
      },
      { timeout: 25_000, intervals: [50] },
    )
    .toBe(true);
  return seen;
}

test('preview checks every row and writes nothing; apply moves the bar chunk by chunk; the report downloads', async ({
  page,
  baseURL,
}) => {
  const operator = await freshOperator('importer');
  const p = prefix('main');
  // Three chunks of IMPORT_LIMITS.chunkRows (25): enough to see the bar move in steps.
  const good = emails(p, 60);
  const file = csvFile('members.csv', [
    ...good.map((email) => `${email},${KNOWN}`),
    `not-an-email,${KNOWN}`,
    `${p}-bad@example.com,bad/id`,
    `${good[0]},course-nowhere-x`,
  ]);
  await openSignedIn(page, operator, '/admin/import', baseURL!);
  await expect(page.getByRole('heading', { level: 1, name: 'Import members' })).toBeVisible();
  const id = await preview(page, file);

  await expect(page.getByTestId('import-preview-summary')).toHaveText(
    '61 rows to apply, 2 unreadable (not applied), 1 with unknown course ids, 1 repeating an e-mail.',
  );
  const checks = page.getByRole('table', { name: 'Rows to check' });
  await expect(
    checks.getByRole('row', { name: /62 .*Not applied: invalid e-mail 'not-an-email'/ }),
  ).toBeVisible();
  await expect(
    checks.getByRole('row', { name: /63 .*Not applied: invalid course id 'bad\/id'/ }),
  ).toBeVisible();
  await expect(
    checks.getByRole('row', {
      name: new RegExp(
        `64 ${good[0]} unknown course ids \\(granted anyway\\): course-nowhere-x; same e-mail as line 2`,
      ),
    }),
  ).toBeVisible();
  // Nothing written before the operator confirms.
  expect(await userExists(good[0]!)).toBe(false);
  expect(await auditBy(operator.email)).toEqual([]);
  expect((await importDoc(id).get()).get('cursor')).toBe(0);

  await page.getByRole('button', { name: 'Apply 61 rows' }).click();
  const seen = await watchBar(page);
  // Several chunks: the bar showed values between the start and the end.
  expect(seen.filter((value) => value > 0 && value < 61).length).toBeGreaterThanOrEqual(2);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  await expect(page.getByTestId('import-progress-text')).toHaveText(
    '61 / 61 rows applied: 60 created, 1 updated, 0 skipped, 0 failed',
  );

  const report = page.getByRole('table', { name: 'Per-row report' });
  await expect(report.getByRole('row', { name: `2 ${good[0]} created` })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the report (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('members-report.csv');
  const lines = readFileSync((await download.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('line,email,outcome,reason');
  expect(lines).toHaveLength(1 + 63);
  expect(lines).toContain(`2,${good[0]},created,`);
  expect(lines).toContain(`61,${good[59]},created,`);
  expect(lines).toContain(`62,,failed,invalid e-mail 'not-an-email'`);
  expect(lines).toContain(`64,${good[0]},updated,`);

  // Applied as the operator: one audit entry per change, from the console.
  const audit = await auditBy(operator.email);
  expect(audit).toHaveLength(61);
  expect(new Set(audit.map((entry) => entry.member)).size).toBe(60);
  expect(audit.every((entry) => entry.source === 'admin console')).toBe(true);
  expect((await testFirestore().doc(`users/${good[0]}`).get()).get('courses')).toEqual([
    KNOWN,
    'course-nowhere-x',
  ]);
});

test('closing the tab mid-import loses nothing; Resume on a new page applies the rest once', async ({
  browser,
  baseURL,
}) => {
  const operator = await freshOperator('resumer');
  const p = prefix('resume');
  const rows = emails(p, 75);
  const fileName = `${p}.csv`;
  const first = await browser.newPage();
  await openSignedIn(first, operator, '/admin/import', baseURL!);
  const id = await preview(
    first,
    csvFile(
      fileName,
      rows.map((email) => `${email},${KNOWN}`),
    ),
  );
  // The tab goes away after its first chunk: the browser's next chunk request never reaches
  // the server. Cutting it here, rather than closing while a chunk may be in flight, keeps the
  // point where the import stops fixed; the server runs nothing between chunks either way.
  let chunkCalls = 0;
  const cut = deferred<void>();
  await first.route(JOB_URL, async (route) => {
    const isChunk = route.request().method() === 'POST' && route.request().headers()['next-action'];
    if (!isChunk || ++chunkCalls === 1) return route.continue();
    cut.resolve();
    return route.abort();
  });
  await first.getByRole('button', { name: 'Apply 75 rows' }).click();
  await cut.promise;
  await first.context().close();

  expect((await importDoc(id).get()).get('cursor')).toBe(25);
  const second = await browser.newPage();
  await openSignedIn(second, operator, '/admin/import', baseURL!);
  await second.getByRole('link', { name: new RegExp(`^Resume ${fileName}`) }).click();
  await expect(second).toHaveURL(JOB_URL);
  await expect(
    second.getByText('Stopped after line 26: 50 rows from line 27 on are not applied.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    second
      .getByRole('table', { name: 'Per-row report' })
      .getByRole('row', { name: /not applied the import stopped before this row/ })
      .first(),
  ).toBeVisible();
  await second.getByRole('button', { name: 'Resume' }).click();
  await watchBar(second);
  await expect(second.getByTestId('import-progress-text')).toHaveText(
    '75 / 75 rows applied: 75 created, 0 updated, 0 skipped, 0 failed',
  );
  // Every row applied exactly once, and audited once.
  for (const email of rows) expect(await userExists(email)).toBe(true);
  const audit = await auditBy(operator.email);
  expect(audit).toHaveLength(75);
  expect(new Set(audit.map((entry) => entry.member))).toEqual(new Set(rows));
  await second.goto('/admin/import');
  await expect(second.getByRole('link', { name: new RegExp(fileName) })).toHaveCount(0);
  await second.context().close();
});

test('a file that cannot be imported is refused with a message naming the file field, and stays chosen', async ({
  page,
  baseURL,
}) => {
  const operator = await freshOperator('refused');
  await openSignedIn(page, operator, '/admin/import', baseURL!);
  const input = page.getByLabel('File');
  const cases: Array<[{ name: string; mimeType: string; buffer: Buffer }, string]> = [
    [
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('email\na@example.com') },
      'File: notes.txt is neither a .csv nor a .json file.',
    ],
    [
      { name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(300 * 1024, 'a') },
      'File: big.csv is 300 KB; the limit is 256 KB (about 2000 rows).',
    ],
    [
      {
        name: 'binary.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from([0x65, 0x6d, 0xff, 0xfe, 0x0a]),
      },
      'File: binary.csv is not a UTF-8 text file.',
    ],
    [
      { name: 'names.csv', mimeType: 'text/csv', buffer: Buffer.from('name\nAna') },
      "File: no member could be read from names.csv (line 1: the header must name an 'email' column).",
    ],
    [
      {
        name: 'many.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(['email', ...emails('many', 2001)].join('\n')),
      },
      'File: many.csv has 2001 rows; the limit is 2000.',
    ],
  ];
  for (const [file, message] of cases) {
    await input.setInputFiles(file);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.locator('#import-file-error')).toHaveText(message);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-describedby', /import-file-error/);
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe(file.name);
    await expect(page).toHaveURL(/\/admin\/import$/);
  }
});

test('the import pages pass axe and fit a 390 px screen', async ({ page, baseURL }) => {
  const operator = await freshOperator('import-a11y');
  const p = prefix('a11y');
  await openSignedIn(page, operator, '/admin/import', baseURL!);
  const id = await preview(
    page,
    csvFile('a11y.csv', [
      `${p}-0@example.com,${KNOWN}`,
      `not-an-email,${KNOWN}`,
      `${p}-1@example.com,course-nowhere-x`,
    ]),
  );
  await page.getByRole('button', { name: 'Apply 2 rows' }).click();
  await expect(page.getByRole('table', { name: 'Per-row report' })).toBeVisible();
  for (const path of ['/admin/import', `/admin/import/${id}`]) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
});

test.describe('who can import', () => {
  let cookies: Record<Visitor, string | null>;
  let operator: TestMember;
  test.beforeAll(async () => {
    cookies = visitors();
    operator = await freshOperator('import-sweep');
  });

  test('outsiders get the 404 page and route; their replayed actions change nothing', async ({
    page,
    request,
    baseURL,
  }) => {
    const p = prefix('sweep');
    const fileName = `${p}.csv`;
    await openSignedIn(page, operator, '/admin/import', baseURL!);
    const file = csvFile(fileName, [`${p}-a@example.com,${KNOWN}`]);
    await page.getByLabel('File').setInputFiles(file);
    const previewCall = await recordAction(page, () =>
      page.getByRole('button', { name: 'Preview' }).click(),
    );
    await expect(page).toHaveURL(JOB_URL);
    const applied = JOB_URL.exec(page.url())![1]!;
    const applyCall = await recordAction(page, () =>
      page.getByRole('button', { name: 'Apply 1 row' }).click(),
    );
    await expect(page.getByText('Import complete.')).toBeVisible();

    // A second import that nobody has applied: the target of the replayed apply calls.
    await page.goto('/admin/import');
    const pendingId = await preview(page, csvFile(`${p}-b.csv`, [`${p}-b@example.com,${KNOWN}`]));
    const applyPending = {
      ...applyCall,
      body: Buffer.from(applyCall.body.toString().replaceAll(applied, pendingId)),
    };
    const jobsNamed = async (name: string) =>
      (await testFirestore().collection('imports').where('fileName', '==', name).get()).size;

    for (const visitor of OUTSIDERS) {
      const cookie = cookies[visitor];
      for (const path of [
        '/admin/import',
        `/admin/import/${applied}`,
        `/admin/import/${pendingId}`,
      ])
        await expectNotFound(request, path, cookie);
      const route = await request.get(`/admin/import/${applied}/report`, {
        headers: cookie ? { cookie } : {},
        maxRedirects: 0,
      });
      expect(route.status(), visitor).toBe(404);
      expect(await route.json()).toEqual({ error: 'Not found' });

      await replayAction(request, previewCall, cookie);
      expect(await jobsNamed(fileName), visitor).toBe(1);
      await replayAction(request, applyPending, cookie);
      expect((await importDoc(pendingId).get()).get('cursor'), visitor).toBe(0);
      expect(await userExists(`${p}-b@example.com`), visitor).toBe(false);
    }

    // The operator's own calls do what they say.
    const report = await request.get(`/admin/import/${applied}/report`, {
      headers: { cookie: cookies.operator! },
    });
    expect(report.status()).toBe(200);
    expect(await report.text()).toBe(
      `line,email,outcome,reason\r\n2,${p}-a@example.com,created,\r\n`,
    );
    await replayAction(request, previewCall, cookies.operator);
    expect(await jobsNamed(fileName)).toBe(2);
    await replayAction(request, applyPending, cookies.operator);
    expect((await importDoc(pendingId).get()).get('cursor')).toBe(1);
    expect(await userExists(`${p}-b@example.com`)).toBe(true);
  });
});
