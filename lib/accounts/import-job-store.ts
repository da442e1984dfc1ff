import 'server-only';
import { randomUUID } from 'node:crypto';
import { byOperator } from '../audit';
import { adminDb } from '../firebase';
import { courseIdsOf, memberDoc, memberKey } from '../members';
import type { ParsedImport } from './import-file';
import {
  assembleImportJob,
  claimNextChunk,
  fromOneDocument,
  importProgress,
  isOneDocumentJob,
  newImportJob,
  passwordsExpired,
  previewRows,
  recordChunk,
  withoutPasswords,
  type ChunkClaim,
  type ImportChunk,
  type ImportJob,
  type ImportJobRecord,
  type ImportProgress,
  type OneDocumentImportJob,
} from './import-job-rules';
import { importMembers } from './import-members';
import { openPassword, sealPassword } from './import-passwords';
import { unknownCourseIds } from './provisioning';

/**
 * imports/{id}: the console's import jobs (see import-job-rules.ts), their rows in
 * imports/{id}/chunks. Nothing about a running import lives in a server's memory: each
 * call reads the job's record, claims the next chunk, applies it and records its outcomes
 * and the cursor in a transaction, so any instance can serve the next call and a closed
 * tab loses nothing applied.
 */
const imports = () => adminDb().collection('imports');

/** The courses of each e-mail that has a member record, read in batches. */
async function existingCourses(emails: string[]): Promise<Map<string, string[]>> {
  const existing = new Map<string, string[]>();
  // An address that cannot key a record (it will fail when applied) has none.
  const unique = [...new Set(emails)].filter((email) => {
    try {
      return memberKey(email) === email;
    } catch {
      return false;
    }
  });
  for (let start = 0; start < unique.length; start += 100) {
    const refs = unique.slice(start, start + 100).map((email) => memberDoc(email));
    const snapshots = await adminDb().getAll(...refs);
    for (const [index, snapshot] of snapshots.entries())
      if (snapshot.exists)
        existing.set(unique[start + index]!, courseIdsOf(snapshot.get('courses')));
  }
  return existing;
}

/** Stores a checked file as a job that nothing has been applied from yet; its id. */
export async function createImportJob(
  operator: string,
  fileName: string,
  parsed: ParsedImport,
): Promise<string> {
  const [unknown, existing] = await Promise.all([
    unknownCourseIds(parsed.rows.flatMap((row) => row.courses)),
    existingCourses(parsed.rows.map((row) => row.email)),
  ]);
  const doc = imports().doc(randomUUID());
  const rows = previewRows(parsed.rows, new Set(unknown), existing).map((row) =>
    row.password === undefined ? row : { ...row, password: sealPassword(row.password) },
  );
  const { record, chunks } = newImportJob(
    { id: doc.id, operator, fileName, createdAt: Date.now(), errors: parsed.errors },
    rows,
  );
  // One batch (at most IMPORT_LIMITS.maxRows / chunkRows + 1 writes): no job without its rows.
  const batch = adminDb().batch();
  batch.create(doc, record);
  for (const [index, chunk] of chunks.entries()) batch.create(chunkDoc(doc.id, index), chunk);
  await batch.commit();
  return doc.id;
}

/** imports/{id}/chunks/{n}: a chunk's rows and outcomes, named to sort in row order. */
const chunkCollection = (id: string) => imports().doc(id).collection('chunks');
const chunkDoc = (id: string, index: number) =>
  chunkCollection(id).doc(String(index).padStart(5, '0'));

/** Import ids are random UUIDs; anything else names no job (and no other document). */
const IMPORT_ID = /^[0-9a-f-]{36}$/;

/**
 * The job's record; passwords kept too long are deleted from its chunks first (see
 * passwordsExpired).
 */
async function fetchImportRecord(id: string): Promise<ImportJobRecord | null> {
  if (!IMPORT_ID.test(id)) return null;
  const snapshot = await imports().doc(id).get();
  if (!snapshot.exists) return null;
  const stored = snapshot.data() as ImportJobRecord | OneDocumentImportJob;
  const record = isOneDocumentJob(stored) ? await moveIntoChunks(id) : stored;
  if (!passwordsExpired(record, Date.now())) return record;
  const batch = adminDb().batch();
  for (const chunk of (await chunkCollection(id).get()).docs) {
    const { rows } = chunk.data() as ImportChunk;
    if (rows.some((row) => row.password !== undefined))
      batch.update(chunk.ref, { rows: withoutPasswords(rows) });
  }
  batch.update(snapshot.ref, { passwords: false });
  await batch.commit();
  return { ...record, passwords: false };
}

/**
 * Stores a job kept as one document as a record and chunks, as every new job is; in a
 * transaction, so two first reads at once move it once.
 */
function moveIntoChunks(id: string): Promise<ImportJobRecord> {
  return adminDb().runTransaction(async (transaction) => {
    const stored = (await transaction.get(imports().doc(id))).data() as
      ImportJobRecord | OneDocumentImportJob;
    if (!isOneDocumentJob(stored)) return stored;
    const { record, chunks } = fromOneDocument(stored);
    transaction.set(imports().doc(id), record);
    for (const [index, chunk] of chunks.entries()) transaction.set(chunkDoc(id, index), chunk);
    return record;
  });
}

/** The whole job, every row and outcome; null when there is no such import. */
export async function fetchImportJob(id: string): Promise<ImportJob | null> {
  const record = await fetchImportRecord(id);
  if (!record) return null;
  const snapshot = await chunkCollection(id).get();
  const ordered = [...snapshot.docs].sort((a, b) => a.id.localeCompare(b.id));
  return assembleImportJob(
    record,
    ordered.map((doc) => doc.data() as ImportChunk),
  );
}

export type ImportListing = Pick<ImportJob, 'id' | 'fileName' | 'operator' | 'createdAt'> &
  ImportProgress;

/** The imports not applied to the end yet (started or not), newest first. */
export async function fetchUnfinishedImports(limit = 20): Promise<ImportListing[]> {
  // Needs the index in firestore.indexes.json.
  const snapshot = await imports()
    .where('open', '==', true)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs
    .map((doc) => doc.data() as ImportJobRecord | OneDocumentImportJob)
    .map((job) => (isOneDocumentJob(job) ? fromOneDocument(job).record : job))
    .map((job) => ({
      id: job.id,
      fileName: job.fileName,
      operator: job.operator,
      createdAt: job.createdAt,
      ...importProgress(job),
    }));
}

export type ChunkAnswer = ImportProgress & { busy: boolean };

/** imports/{id}/claims/{start}.{generation}: who applies which chunk (see ChunkClaim). */
const claims = (id: string) => imports().doc(id).collection('claims');
const claimId = (claim: Pick<ChunkClaim, 'start' | 'generation'>) =>
  `${claim.start}.${claim.generation}`;

async function latestClaim(id: string, start: number): Promise<ChunkClaim | null> {
  let latest: ChunkClaim | null = null;
  for (let generation = 0; ; generation++) {
    const snapshot = await claims(id).doc(claimId({ start, generation })).get();
    if (!snapshot.exists) return latest;
    latest = snapshot.data() as ChunkClaim;
  }
}

/**
 * Creates the claim's document; false when another caller created it first. A create
 * rather than a transaction: it is atomic in Firestore and in the local stand-in alike,
 * whose transactions do not isolate.
 */
async function createClaim(id: string, claim: ChunkClaim, operator: string): Promise<boolean> {
  try {
    await claims(id)
      .doc(claimId(claim))
      .create({ ...claim, operator });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

const ALREADY_EXISTS = 6;

/**
 * Applies the import's next chunk as `operator` (each row's audit entry names them) and
 * answers the progress; null when there is no such import. `busy` when another caller
 * holds the next chunk: try again soon. The claimed chunk's outcomes and the cursor are
 * recorded in one transaction, only if nobody recorded those rows first.
 */
export async function applyNextChunk(id: string, operator: string): Promise<ChunkAnswer | null> {
  const record = await fetchImportRecord(id);
  if (!record) return null;
  const decision = claimNextChunk(record, await latestClaim(id, record.cursor), Date.now());
  if (decision.kind !== 'claim')
    return { ...importProgress(record), busy: decision.kind === 'busy' };
  if (!(await createClaim(id, decision.claim, operator)))
    return { ...importProgress(record), busy: true };
  // The cursor may have moved between the read and the claim (a chunk recorded meanwhile).
  const claimed = await fetchImportRecord(id);
  if (!claimed || claimed.cursor !== decision.start)
    return claimed && { ...importProgress(claimed), busy: false };

  const chunk = (await chunkDoc(id, decision.chunk).get()).data() as ImportChunk;
  const { outcomes } = await importMembers(
    chunk.rows.map((row) =>
      row.password === undefined ? row : { ...row, password: openPassword(row.password) },
    ),
    () => {},
    { by: byOperator(operator) },
  );
  const doc = imports().doc(id);
  return adminDb().runTransaction(async (transaction) => {
    const current = (await transaction.get(doc)).data() as ImportJobRecord;
    const update = recordChunk(current, decision.start, chunk, outcomes, Date.now());
    if (!update) return { ...importProgress(current), busy: false };
    transaction.update(doc, update.record);
    transaction.set(chunkDoc(id, decision.chunk), update.chunk);
    return { ...importProgress({ ...current, ...update.record }), busy: false };
  });
}
