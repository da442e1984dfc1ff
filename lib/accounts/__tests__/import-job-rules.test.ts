import {
  assembleImportJob,
  claimNextChunk,
  csvCell,
  fileProblem,
  fromOneDocument,
  importProgress,
  importStatus,
  isOneDocumentJob,
  newImportJob,
  NOT_APPLIED,
  parsedProblem,
  PASSWORDS_KEPT_MS,
  passwordsExpired,
  previewRows,
  recordChunk,
  reportCsv,
  reportFileName,
  reportRows,
  stoppedAt,
  withoutPasswords,
  type ImportJob,
  type PreviewRow,
} from '../import-job-rules';

const CLAIM_MS = 1000;

const previewed = (count: number): PreviewRow[] =>
  Array.from({ length: count }, (_, i) => ({
    line: i + 2,
    email: `m${i}@example.com`,
    courses: [],
    unknownCourses: [],
    duplicateOf: null,
    prediction: 'create' as const,
  }));

/** A job of `rows` rows, two to a chunk. */
function job(rows: number, overrides: Partial<ImportJob> = {}): ImportJob {
  const { record, chunks } = newImportJob(
    { id: 'id', operator: 'op@example.com', fileName: 'members.csv', createdAt: 0, errors: [] },
    previewed(rows),
    2,
  );
  return { ...assembleImportJob(record, chunks), ...overrides };
}

describe('previewRows', () => {
  it('flags unknown courses, repeated e-mails and guesses what each row does', () => {
    const preview = previewRows(
      [
        { line: 2, email: 'new@example.com', courses: ['course-a', 'course-x'] },
        { line: 3, email: 'old@example.com', courses: ['course-a'] },
        { line: 4, email: 'old@example.com', courses: ['course-b'] },
      ],
      new Set(['course-x']),
      new Map([['old@example.com', ['course-a']]]),
    );
    expect(preview.map((r) => [r.unknownCourses, r.duplicateOf, r.prediction])).toEqual([
      [['course-x'], null, 'create'],
      [[], null, 'no change'],
      [[], 3, 'update'],
    ]);
  });
});

describe('file checks', () => {
  it('names the file field and the file in every refusal', () => {
    expect(fileProblem(null)).toBe('File: choose a CSV or JSON file to import.');
    expect(fileProblem({ name: 'a.xlsx', size: 10 })).toMatch(/^File: a.xlsx is neither/);
    expect(fileProblem({ name: 'a.csv', size: 0 })).toBe('File: a.csv is empty.');
    expect(fileProblem({ name: 'a.csv', size: 300 * 1024 })).toMatch(
      /^File: a.csv is 300 KB; the limit is 256 KB/,
    );
    expect(fileProblem({ name: 'A.JSON', size: 256 * 1024 })).toBeNull();
  });

  it('refuses too many rows and a file with no readable row', () => {
    const rows = [{ line: 2, email: 'a@example.com', courses: [] }];
    expect(parsedProblem('a.csv', { rows, errors: [{ line: 3, reason: 'x' }] }, 1)).toBe(
      'File: a.csv has 2 rows; the limit is 1.',
    );
    expect(parsedProblem('a.csv', { rows, errors: [] }, 1)).toBeNull();
    expect(
      parsedProblem('a.csv', { rows: [], errors: [{ line: 1, reason: 'no email column' }] }),
    ).toBe('File: no member could be read from a.csv (line 1: no email column).');
  });
});

describe('chunks', () => {
  it('splits the rows into chunks and starts with nothing applied', () => {
    const rows = previewed(5);
    rows[3]!.password = 'sealed-4';
    const { record, chunks } = newImportJob(
      { id: 'id', operator: 'op@example.com', fileName: 'a.csv', createdAt: 7, errors: [] },
      rows,
      2,
    );
    expect(chunks.map((chunk) => chunk.rows.map((row) => row.line))).toEqual([[2, 3], [4, 5], [6]]);
    expect(record).toMatchObject({
      total: 5,
      chunkRows: 2,
      cursor: 0,
      passwords: true,
      open: true,
    });
    expect(importProgress(record)).toEqual({
      applied: 0,
      total: 5,
      created: 0,
      updated: 0,
      skipped: 0,
      failed: 0,
      status: 'ready',
    });
    expect(assembleImportJob(record, chunks).rows).toEqual(rows);
  });

  it('claims the next chunk, waits while another claim runs, takes over one that ran out', () => {
    expect(claimNextChunk(job(5, { cursor: 2 }), null, 100, CLAIM_MS)).toEqual({
      kind: 'claim',
      chunk: 1,
      start: 2,
      claim: { start: 2, generation: 0, until: 1100 },
    });
    const running = { start: 2, generation: 0, until: 1100 };
    expect(claimNextChunk(job(5, { cursor: 2 }), running, 1099, CLAIM_MS)).toEqual({
      kind: 'busy',
    });
    expect(claimNextChunk(job(5, { cursor: 2 }), running, 1100, CLAIM_MS)).toMatchObject({
      kind: 'claim',
      claim: { start: 2, generation: 1, until: 2100 },
    });
    expect(claimNextChunk(job(5, { cursor: 4 }), null, 0, CLAIM_MS)).toMatchObject({ chunk: 2 });
    expect(claimNextChunk(job(5, { cursor: 5 }), null, 0, CLAIM_MS)).toEqual({ kind: 'done' });
  });

  it('records a chunk once, counts its outcomes, drops its passwords and ends the job', () => {
    const rows = previewed(3);
    rows[0]!.password = 'secret-1';
    rows[2]!.password = 'secret-3';
    const { record, chunks } = newImportJob(
      { id: 'id', operator: 'op@example.com', fileName: 'a.csv', createdAt: 0, errors: [] },
      rows,
      2,
    );
    const outcomes = [
      { line: 2, email: 'm0@example.com', outcome: 'created' as const },
      { line: 3, email: 'm1@example.com', outcome: 'failed' as const, reason: 'boom' },
    ];
    const first = recordChunk(record, 0, chunks[0]!, outcomes, 50)!;
    expect(first.record).toMatchObject({
      cursor: 2,
      passwords: true,
      open: true,
      finishedAt: null,
    });
    expect(first.chunk.rows[0]).not.toHaveProperty('password');
    expect(first.chunk.results).toEqual(outcomes);
    expect(chunks[1]!.rows[0]!.password).toBe('secret-3');
    const after = { ...record, ...first.record };
    // The same rows recorded again (a claim taken over after it ran out): ignored.
    expect(recordChunk(after, 0, chunks[0]!, outcomes, 60)).toBeNull();
    const last = recordChunk(
      after,
      2,
      chunks[1]!,
      [{ line: 4, email: 'm2@example.com', outcome: 'skipped' }],
      70,
    )!;
    expect(last.record).toMatchObject({ cursor: 3, passwords: false, open: false, finishedAt: 70 });
    expect(last.chunk.rows[0]).not.toHaveProperty('password');
    expect(importProgress({ ...after, ...last.record })).toEqual({
      applied: 3,
      total: 3,
      created: 1,
      updated: 0,
      skipped: 1,
      failed: 1,
      status: 'done',
    });
  });

  it('says passwords are kept too long after 24 hours, and only while some are kept', () => {
    const kept = { createdAt: 1000, passwords: true };
    expect(passwordsExpired(kept, 1000 + PASSWORDS_KEPT_MS - 1)).toBe(false);
    expect(passwordsExpired(kept, 1000 + PASSWORDS_KEPT_MS)).toBe(true);
    expect(passwordsExpired({ ...kept, passwords: false }, PASSWORDS_KEPT_MS * 2)).toBe(false);
    const rows = previewed(2);
    rows[1]!.password = 'sealed-2';
    expect(withoutPasswords(rows)).toEqual(previewed(2));
  });

  it('reads a job stored as one document as a record and chunks, where it stopped', () => {
    const rows = previewed(5);
    rows[1]!.password = 'sealed-2';
    rows[4]!.password = 'sealed-5';
    const results = [
      { line: 2, email: 'm0@example.com', outcome: 'created' as const },
      { line: 3, email: 'm1@example.com', outcome: 'updated' as const },
    ];
    const fields = { id: 'id', operator: 'op@example.com', fileName: 'a.csv', createdAt: 3 };
    const { record, chunks } = fromOneDocument(
      { ...fields, errors: [], rows, results, cursor: 2, open: true, finishedAt: null },
      2,
    );
    expect(record).toEqual({
      ...fields,
      errors: [],
      total: 5,
      chunkRows: 2,
      cursor: 2,
      counts: { created: 1, updated: 1, skipped: 0, failed: 0 },
      passwords: true,
      open: true,
      finishedAt: null,
    });
    expect(chunks.map((chunk) => chunk.results.length)).toEqual([2, 0, 0]);
    expect(assembleImportJob(record, chunks)).toMatchObject({ rows, results });
    expect(
      isOneDocumentJob({
        ...fields,
        errors: [],
        rows,
        results,
        cursor: 2,
        open: true,
        finishedAt: null,
      }),
    ).toBe(true);
    expect(isOneDocumentJob(record)).toBe(false);
  });

  it('says the status and where an unfinished import stopped', () => {
    expect(importStatus(job(3))).toBe('ready');
    expect(stoppedAt(job(3))).toBe('Not started: 3 rows from line 2 on are not applied.');
    expect(importStatus(job(3, { cursor: 1 }))).toBe('running');
    expect(stoppedAt(job(3, { cursor: 1 }))).toBe(
      'Stopped after line 2: 2 rows from line 3 on are not applied.',
    );
    expect(stoppedAt(job(3, { cursor: 3 }))).toBeNull();
  });
});

describe('report', () => {
  it('lists every row once in file order: unreadable, applied, not applied', () => {
    const rows = reportRows(
      job(3, {
        cursor: 1,
        errors: [{ line: 3, reason: "invalid e-mail 'x'" }],
        results: [{ line: 2, email: 'm0@example.com', outcome: 'created' }],
      }),
    );
    expect(rows.map((r) => [r.line, r.outcome])).toEqual([
      [2, 'created'],
      [3, 'failed'],
      [3, NOT_APPLIED],
      [4, NOT_APPLIED],
    ]);
  });

  it('escapes CSV cells and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-1)).toBe('-1');
    expect(
      reportCsv([{ line: 2, email: 'a@example.com', outcome: 'failed', reason: "invalid, 'x'" }]),
    ).toBe('line,email,outcome,reason\r\n2,a@example.com,failed,"invalid, \'x\'"\r\n');
  });

  it('names the download after the file', () => {
    expect(reportFileName('Members list.csv')).toBe('Members-list-report.csv');
    expect(reportFileName('"evil".json')).toBe('-evil--report.csv');
  });
});
