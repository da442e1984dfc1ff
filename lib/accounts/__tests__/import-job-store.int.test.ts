import { randomUUID } from 'node:crypto';
import { identityToolkit } from '../../../dev/stack/sign-in';
import { adminAuth, adminDb } from '../../firebase/admin';
import { parseImportFile } from '../import-file';
import { importProgress, reportRows, type ImportJob } from '../import-job-rules';
import {
  applyNextChunk,
  createImportJob,
  fetchImportJob,
  fetchUnfinishedImports,
} from '../import-job-store';
import { importMembers } from '../import-members';

/**
 * The console's import jobs against the running stack: a file of several chunks, crashes, two
 * tabs. The bulk file is five full chunks and a short one, which every rule of the chunking
 * meets (the row and size limits are import-job-rules' unit tests). It used to be 1000 rows,
 * which tested nothing more and made it the slowest integration test (22 s).
 */
jest.setTimeout(600_000);

const OPERATOR = 'import-operator@example.com';
const KNOWN = 'course-candlesticks';

function csv(prefix: string, count: number): string {
  const lines = ['email,courses'];
  for (let i = 0; i < count; i++) lines.push(`${prefix}-${i}@example.com,${KNOWN}`);
  return lines.join('\n');
}

const jobDoc = (id: string) => adminDb().doc(`imports/${id}`);
/** What Firestore holds of the job: its record and its chunks. */
const storedJob = async (id: string) =>
  JSON.stringify([
    (await jobDoc(id).get()).data(),
    ...(await jobDoc(id).collection('chunks').get()).docs.map((doc) => doc.data()),
  ]);
const auditFor = async (email: string) =>
  (await adminDb().collection('auditLog').where('member', '==', email).get()).docs.map((d) =>
    d.data(),
  );

/**
 * Removes members (account, record, course summaries) once the file is done with them. The
 * bulk test makes 130: left in the shared stack, they made every later file that walks all
 * records (`migrate` in the course-counts and stats tests) several times slower.
 */
async function forgetMembers(emails: string[]): Promise<void> {
  for (let start = 0; start < emails.length; start += 100) {
    const records = await adminDb().getAll(
      ...emails.slice(start, start + 100).map((email) => adminDb().doc(`users/${email}`)),
    );
    const uids = records
      .map((record) => record.get('uid'))
      .filter((uid) => typeof uid === 'string');
    await adminAuth().deleteUsers(uids);
    const batch = adminDb().batch();
    for (const record of records.filter((record) => record.exists)) {
      for (const course of record.get('courses') ?? [])
        batch.delete(adminDb().doc(`courseMembers/${course}/members/${record.id}`));
      batch.delete(record.ref);
    }
    await batch.commit();
  }
}

const bulkMembers: string[] = [];
afterAll(() => forgetMembers(bulkMembers));

async function applyAll(id: string): Promise<void> {
  for (;;) {
    const answer = await applyNextChunk(id, OPERATOR);
    if (!answer || answer.status === 'done') return;
  }
}

const BULK = 130;

it('imports a file a chunk at a time, nothing before the first chunk, each row once', async () => {
  const prefix = `bulk-${randomUUID().slice(0, 8)}`;
  const text = `${csv(prefix, BULK)}\nnot-an-e-mail,${KNOWN}\n${prefix}-0@example.com,course-nowhere-x`;
  bulkMembers.push(...Array.from({ length: BULK }, (_, i) => `${prefix}-${i}@example.com`));
  const parsed = parseImportFile('bulk.csv', text);
  const id = await createImportJob(OPERATOR, 'bulk.csv', parsed);

  const stored = (await fetchImportJob(id))!;
  expect(stored.rows).toHaveLength(BULK + 1);
  expect(stored.errors).toEqual([{ line: BULK + 2, reason: "invalid e-mail 'not-an-e-mail'" }]);
  expect(stored.rows[BULK]).toMatchObject({ unknownCourses: ['course-nowhere-x'], duplicateOf: 2 });
  // The preview wrote no member and no audit entry.
  expect((await adminDb().doc(`users/${prefix}-0@example.com`).get()).exists).toBe(false);
  expect(await auditFor(`${prefix}-0@example.com`)).toEqual([]);

  // Two callers at once (two tabs): one applies the chunk, the other is told to wait.
  const [a, b] = await Promise.all([applyNextChunk(id, OPERATOR), applyNextChunk(id, OPERATOR)]);
  expect([a!.busy, b!.busy].sort()).toEqual([false, true]);
  await applyAll(id);

  const job = (await fetchImportJob(id))!;
  expect(importProgress(job)).toEqual({
    applied: BULK + 1,
    total: BULK + 1,
    created: BULK,
    updated: 1,
    skipped: 0,
    failed: 0,
    status: 'done',
  });
  expect(job).toMatchObject({ open: false });
  const report = reportRows(job);
  expect(report).toHaveLength(BULK + 2);
  expect(new Set(report.map((row) => row.line)).size).toBe(BULK + 2);
  for (const i of [0, BULK / 2, BULK - 1]) {
    const email = `${prefix}-${i}@example.com`;
    const courses = (await adminDb().doc(`users/${email}`).get()).get('courses');
    expect(courses).toEqual(i === 0 ? [KNOWN, 'course-nowhere-x'] : [KNOWN]);
    const audit = await auditFor(email);
    expect(audit).toHaveLength(i === 0 ? 2 : 1);
    expect(
      audit.every((entry) => entry.actor === OPERATOR && entry.source === 'admin console'),
    ).toBe(true);
  }
});

it('a chunk applied but not recorded (the process died) is applied again once its claim runs out, and counted once', async () => {
  const prefix = `crash-${randomUUID().slice(0, 8)}`;
  const parsed = parseImportFile('crash.csv', csv(prefix, 30));
  const id = await createImportJob(OPERATOR, 'crash.csv', parsed);
  const job = (await fetchImportJob(id))!;
  // What a dying process leaves: the first chunk applied, its claim taken, nothing recorded.
  await importMembers(job.rows.slice(0, 25));
  await jobDoc(id)
    .collection('claims')
    .doc('0.0')
    .create({ start: 0, generation: 0, until: Date.now() + 500 });
  expect((await applyNextChunk(id, OPERATOR))!.busy).toBe(true);
  expect((await fetchUnfinishedImports())[0]).toMatchObject({ id, applied: 0, total: 30 });
  await new Promise((resolve) => setTimeout(resolve, 600));
  await applyAll(id);
  expect((await fetchUnfinishedImports()).map((job) => job.id)).not.toContain(id);
  const done = (await fetchImportJob(id)) as ImportJob;
  expect(importProgress(done)).toMatchObject({ applied: 30, created: 5, skipped: 25, failed: 0 });
  expect(done.results.map((result) => result.line)).toEqual(parsed.rows.map((row) => row.line));
});

/** Whether the password works: a sign-in against the Auth emulator. */
async function signsIn(email: string, password: string): Promise<boolean> {
  return (await identityToolkit('signInWithPassword', { email, password })).ok;
}

const jsonImport = (members: object[]) =>
  parseImportFile('members.json', JSON.stringify({ members }));

it('keeps passwords sealed, only until their row is applied, and never gives the operator role', async () => {
  const email = `json-${randomUUID().slice(0, 8)}@example.com`;
  const parsed = jsonImport([{ email, password: 'Secret-123', admin: true, courses: [KNOWN] }]);
  const id = await createImportJob(OPERATOR, 'members.json', parsed);
  expect(await storedJob(id)).not.toContain('Secret-123');
  expect((await fetchImportJob(id))!.rows[0]!.password).toMatch(/^sealed:v1:/);
  await applyAll(id);
  const job = (await fetchImportJob(id))!;
  expect(job.rows[0]).not.toHaveProperty('password');
  expect(await storedJob(id)).not.toContain('sealed:v1:');
  expect(job.results[0]).toMatchObject({ outcome: 'created' });
  expect(await signsIn(email, 'Secret-123')).toBe(true);
  const user = await adminAuth().getUserByEmail(email);
  expect(user.customClaims?.admin).toBeUndefined();
});

it('deletes the passwords of an import not applied within 24 hours, on its next read', async () => {
  const email = `stale-${randomUUID().slice(0, 8)}@example.com`;
  const id = await createImportJob(
    OPERATOR,
    'members.json',
    jsonImport([{ email, password: 'Secret-123', courses: [KNOWN] }]),
  );
  await jobDoc(id).update({ createdAt: Date.now() - 24 * 60 * 60 * 1000 });
  expect((await fetchImportJob(id))!.rows[0]).not.toHaveProperty('password');
  expect(await storedJob(id)).not.toContain('sealed:v1:');
  await applyAll(id);
  expect((await fetchImportJob(id))!.results[0]).toMatchObject({ outcome: 'created' });
  expect(await signsIn(email, 'Secret-123')).toBe(false);
});

it('finishes an import previewed before the rows moved into chunks, from where it stopped', async () => {
  const prefix = `old-${randomUUID().slice(0, 8)}`;
  const parsed = parseImportFile('old.csv', csv(prefix, 30));
  const id = randomUUID();
  const rows = parsed.rows.map((row) => ({
    ...row,
    unknownCourses: [],
    duplicateOf: null,
    prediction: 'create' as const,
  }));
  const results = rows
    .slice(0, 25)
    .map((row) => ({ line: row.line, email: row.email, outcome: 'failed', reason: 'then' }));
  // The shape every job had until then: rows and outcomes in the job's own document.
  await jobDoc(id).create({
    id,
    operator: OPERATOR,
    fileName: 'old.csv',
    createdAt: Date.now(),
    rows,
    errors: [],
    results,
    cursor: 25,
    open: true,
    finishedAt: null,
  });
  expect((await fetchUnfinishedImports()).find((job) => job.id === id)).toMatchObject({
    applied: 25,
    total: 30,
    failed: 25,
    status: 'running',
  });
  await applyAll(id);
  const job = (await fetchImportJob(id))!;
  expect(importProgress(job)).toMatchObject({ applied: 30, failed: 25, created: 5 });
  expect(job.results.map((result) => result.line)).toEqual(rows.map((row) => row.line));
  expect((await jobDoc(id).get()).get('rows')).toBeUndefined();
  expect((await adminDb().doc(`users/${prefix}-0@example.com`).get()).exists).toBe(false);
  expect((await adminDb().doc(`users/${prefix}-29@example.com`).get()).exists).toBe(true);
});

it('answers null for an id that names no import', async () => {
  expect(await fetchImportJob('../users/x')).toBeNull();
  expect(await applyNextChunk(randomUUID(), OPERATOR)).toBeNull();
});
