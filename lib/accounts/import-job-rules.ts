import type { ImportRow, ParsedImport, RowError } from './import-file';
import type { RowOutcome } from './import-members';

/**
 * The console's import as a job: the checked rows of one file, applied a chunk at a time
 * by whoever drives it (a browser tab). The job's record keeps the cursor and the counts;
 * each chunk keeps its rows and, once applied, their outcomes, so applying a chunk reads
 * and writes that chunk only. Pure: import-job-store.ts keeps it in Firestore.
 */

export const IMPORT_LIMITS = {
  /** Bytes of one file: 1000 typical rows take about 60 KB. */
  maxBytes: 256 * 1024,
  /** Rows of one file (readable and not). The unreadable ones stay in the job's record. */
  maxRows: 2000,
  /** Rows applied per server-action call: a few seconds, far below a function's time limit. */
  chunkRows: 25,
  /** How long a claimed chunk stays another tab's to apply before it may be claimed again. */
  claimMs: 60_000,
} as const;

/** What a row would do, guessed from the member's record at preview time. */
export type Prediction = 'create' | 'update' | 'no change';

export type PreviewRow = ImportRow & {
  /** Course ids the catalog does not know: granted anyway (content may come later). */
  unknownCourses: string[];
  /** The first line with the same e-mail, when this is not it: both rows are applied. */
  duplicateOf: number | null;
  prediction: Prediction;
};

export type OutcomeCounts = Record<RowOutcome['outcome'], number>;

/** The job without its rows: what the unfinished list and each chunk's call read. */
export type ImportJobRecord = {
  id: string;
  /** Who previewed the file; each row's audit entry names whoever applied it. */
  operator: string;
  fileName: string;
  createdAt: number;
  /** Rows that could not be read: never applied, reported as failed. */
  errors: RowError[];
  /** The readable rows, applied in file order, `chunkRows` to a chunk. */
  total: number;
  chunkRows: number;
  /** Rows applied and recorded: always the start of a chunk, or `total`. */
  cursor: number;
  counts: OutcomeCounts;
  /** Whether a row not applied yet may still keep a sealed password. */
  passwords: boolean;
  /** Until the last row is recorded; what the unfinished list looks for. */
  open: boolean;
  finishedAt: number | null;
};

/**
 * One chunk of rows. A row's password is kept sealed (never in plain text), dropped once
 * the row is applied, and dropped from every row PASSWORDS_KEPT_MS after the preview.
 * results[i] is rows[i]'s outcome, once the chunk is recorded.
 */
export type ImportChunk = { rows: PreviewRow[]; results: RowOutcome[] };

/** The whole job, for its page and report: the record and every chunk's rows, in order. */
export type ImportJob = ImportJobRecord & ImportChunk;

/** A new job's record and chunks; nothing applied yet. */
export function newImportJob(
  fields: Pick<ImportJobRecord, 'id' | 'operator' | 'fileName' | 'createdAt' | 'errors'>,
  rows: PreviewRow[],
  chunkRows: number = IMPORT_LIMITS.chunkRows,
): { record: ImportJobRecord; chunks: ImportChunk[] } {
  const chunks: ImportChunk[] = [];
  for (let start = 0; start < rows.length; start += chunkRows)
    chunks.push({ rows: rows.slice(start, start + chunkRows), results: [] });
  return {
    record: {
      ...fields,
      total: rows.length,
      chunkRows,
      cursor: 0,
      counts: { created: 0, updated: 0, skipped: 0, failed: 0 },
      passwords: rows.some((row) => row.password !== undefined),
      open: rows.length > 0,
      finishedAt: null,
    },
    chunks,
  };
}

/**
 * A job stored as one document, rows and outcomes in its record (imports previewed before
 * the rows moved into chunks).
 */
export type OneDocumentImportJob = Omit<
  ImportJobRecord,
  'total' | 'chunkRows' | 'counts' | 'passwords'
> &
  ImportChunk;

export const isOneDocumentJob = (
  stored: ImportJobRecord | OneDocumentImportJob,
): stored is OneDocumentImportJob => Array.isArray((stored as OneDocumentImportJob).rows);

/** The record and chunks of a job stored as one document, with its cursor and outcomes. */
export function fromOneDocument(
  job: OneDocumentImportJob,
  chunkRows: number = IMPORT_LIMITS.chunkRows,
): { record: ImportJobRecord; chunks: ImportChunk[] } {
  const { rows, results, cursor, open, finishedAt, ...fields } = job;
  const fresh = newImportJob(fields, rows, chunkRows);
  const counts = { ...fresh.record.counts };
  for (const { outcome } of results) counts[outcome] += 1;
  return {
    record: {
      ...fresh.record,
      cursor,
      counts,
      passwords: rows.slice(cursor).some((row) => row.password !== undefined),
      open,
      finishedAt,
    },
    chunks: fresh.chunks.map((chunk, index) => ({
      rows: chunk.rows,
      results: results.slice(index * chunkRows, (index + 1) * chunkRows),
    })),
  };
}

export const assembleImportJob = (record: ImportJobRecord, chunks: ImportChunk[]): ImportJob => ({
  ...record,
  rows: chunks.flatMap((chunk) => chunk.rows),
  results: chunks.flatMap((chunk) => chunk.results),
});

export type ImportStatus = 'ready' | 'running' | 'done';

export const importStatus = (job: Pick<ImportJobRecord, 'cursor' | 'total'>): ImportStatus =>
  job.cursor >= job.total ? 'done' : job.cursor === 0 ? 'ready' : 'running';

/** The preview of each readable row: unknown courses, repeated e-mails, what it would do. */
export function previewRows(
  rows: ImportRow[],
  unknownCourses: ReadonlySet<string>,
  /** The courses of each e-mail that has a member record already. */
  existing: ReadonlyMap<string, string[]>,
): PreviewRow[] {
  const firstLine = new Map<string, number>();
  return rows.map((row) => {
    const first = firstLine.get(row.email);
    if (first === undefined) firstLine.set(row.email, row.line);
    const current = existing.get(row.email);
    const prediction: Prediction =
      current === undefined
        ? 'create'
        : row.courses.every((id) => current.includes(id))
          ? 'no change'
          : 'update';
    return {
      ...row,
      unknownCourses: row.courses.filter((id) => unknownCourses.has(id)),
      duplicateOf: first ?? null,
      prediction,
    };
  });
}

/** Why an uploaded file cannot be previewed, or null; every message names the file. */
export function fileProblem(
  file: { name: string; size: number } | null,
  limits: { maxBytes: number } = IMPORT_LIMITS,
): string | null {
  if (!file || !file.name) return 'File: choose a CSV or JSON file to import.';
  if (!/\.(csv|json)$/i.test(file.name))
    return `File: ${file.name} is neither a .csv nor a .json file.`;
  if (file.size === 0) return `File: ${file.name} is empty.`;
  if (file.size > limits.maxBytes)
    return `File: ${file.name} is ${kilobytes(file.size)}; the limit is ${kilobytes(limits.maxBytes)} (about ${IMPORT_LIMITS.maxRows} rows).`;
  return null;
}

/** Why the parsed file cannot become a job, or null. */
export function parsedProblem(
  fileName: string,
  parsed: ParsedImport,
  maxRows: number = IMPORT_LIMITS.maxRows,
): string | null {
  const count = parsed.rows.length + parsed.errors.length;
  if (count > maxRows) return `File: ${fileName} has ${count} rows; the limit is ${maxRows}.`;
  if (parsed.rows.length === 0) {
    const first = parsed.errors[0];
    return first
      ? `File: no member could be read from ${fileName} (${first.line ? `line ${first.line}: ` : ''}${first.reason}).`
      : `File: ${fileName} has no member rows.`;
  }
  return null;
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/**
 * A claim on the chunk that starts at `start`: whoever creates its document (a create,
 * which fails when the document exists) applies the chunk. A claim that runs out (its
 * process died) is followed by the next generation's.
 */
export type ChunkClaim = { start: number; generation: number; until: number };

export type ClaimDecision =
  | { kind: 'done' }
  | { kind: 'busy' }
  | { kind: 'claim'; chunk: number; start: number; claim: ChunkClaim };

/**
 * What to do next, given the latest claim on the chunk at the cursor: nothing when the
 * import is done, wait while another caller's claim runs (two tabs must not apply the same
 * rows at once), else claim it. A claim taken over after it ran out applies its rows
 * again, which addMember makes harmless.
 */
export function claimNextChunk(
  job: Pick<ImportJobRecord, 'cursor' | 'total' | 'chunkRows'>,
  latest: ChunkClaim | null,
  now: number,
  claimMs: number = IMPORT_LIMITS.claimMs,
): ClaimDecision {
  if (importStatus(job) === 'done') return { kind: 'done' };
  if (latest && latest.start === job.cursor && latest.until > now) return { kind: 'busy' };
  const generation = latest && latest.start === job.cursor ? latest.generation + 1 : 0;
  return {
    kind: 'claim',
    chunk: Math.floor(job.cursor / job.chunkRows),
    start: job.cursor,
    claim: { start: job.cursor, generation, until: now + claimMs },
  };
}

/**
 * The record's fields and the chunk after the chunk starting at `start` was applied, or
 * null when someone recorded those rows first (a claim taken over after it ran out): each
 * row's outcome is recorded once.
 */
export function recordChunk(
  job: Pick<ImportJobRecord, 'cursor' | 'total' | 'counts' | 'passwords'>,
  start: number,
  chunk: ImportChunk,
  outcomes: RowOutcome[],
  now: number,
): {
  record: Pick<ImportJobRecord, 'cursor' | 'counts' | 'passwords' | 'open' | 'finishedAt'>;
  chunk: ImportChunk;
} | null {
  if (job.cursor !== start) return null;
  const cursor = start + outcomes.length;
  const done = cursor >= job.total;
  const counts = { ...job.counts };
  for (const { outcome } of outcomes) counts[outcome] += 1;
  return {
    record: {
      cursor,
      counts,
      passwords: job.passwords && !done,
      open: !done,
      finishedAt: done ? now : null,
    },
    // An applied row's password is of no further use: it does not stay in the job.
    chunk: { rows: withoutPasswords(chunk.rows), results: outcomes },
  };
}

/**
 * How long an import keeps the passwords of rows not applied yet. Past it they are
 * dropped: those rows are applied without one, and their members set a password through
 * "forgot password" (or the file is uploaded again).
 */
export const PASSWORDS_KEPT_MS = 24 * 60 * 60 * 1000;

/** Whether the job still keeps passwords it has kept too long (the store then drops them). */
export const passwordsExpired = (
  job: Pick<ImportJobRecord, 'createdAt' | 'passwords'>,
  now: number,
): boolean => job.passwords && now - job.createdAt >= PASSWORDS_KEPT_MS;

export const withoutPasswords = (rows: PreviewRow[]): PreviewRow[] =>
  rows.map((row) => {
    if (row.password === undefined) return row;
    const rest = { ...row };
    delete rest.password;
    return rest;
  });

export type ImportProgress = {
  applied: number;
  total: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  status: ImportStatus;
};

export const importProgress = (
  job: Pick<ImportJobRecord, 'cursor' | 'total' | 'counts'>,
): ImportProgress => ({
  applied: job.cursor,
  total: job.total,
  ...job.counts,
  status: importStatus(job),
});

export const NOT_APPLIED = 'not applied';
export const NOT_APPLIED_REASON = 'the import stopped before this row';

export type ReportRow = {
  line: number;
  email: string;
  outcome: RowOutcome['outcome'] | typeof NOT_APPLIED;
  reason: string;
};

/** Every row of the file once, in file order: unreadable, applied, or not applied yet. */
export function reportRows(job: Pick<ImportJob, 'rows' | 'errors' | 'results'>): ReportRow[] {
  const unreadable = job.errors.map((error): ReportRow => ({
    line: error.line,
    email: '',
    outcome: 'failed',
    reason: error.reason,
  }));
  const applied = job.rows.map((row, index): ReportRow => {
    const result = job.results[index];
    if (!result)
      return { line: row.line, email: row.email, outcome: NOT_APPLIED, reason: NOT_APPLIED_REASON };
    return {
      line: row.line,
      email: row.email,
      outcome: result.outcome,
      reason: result.outcome === 'failed' ? result.reason : '',
    };
  });
  return [...unreadable, ...applied].sort((a, b) => a.line - b.line);
}

/** Where an unfinished import stopped, for its report; null when it is done. */
export function stoppedAt(job: Pick<ImportJob, 'cursor' | 'total' | 'rows'>): string | null {
  if (importStatus(job) === 'done') return null;
  const next = job.rows[job.cursor]!;
  const last = job.cursor > 0 ? job.rows[job.cursor - 1]!.line : null;
  return `${last === null ? 'Not started' : `Stopped after line ${last}`}: ${job.rows.length - job.cursor} rows from line ${next.line} on are not applied.`;
}

/**
 * One CSV cell: quoted when it holds a comma, quote or line break (quotes doubled), and
 * kept from being read as a formula by a spreadsheet (a leading = + - @ gets a quote mark).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function reportCsv(rows: ReportRow[]): string {
  const lines = [
    ['line', 'email', 'outcome', 'reason'],
    ...rows.map((r) => [r.line, r.email, r.outcome, r.reason]),
  ];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The report's download name, from the uploaded file's. */
export function reportFileName(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9._-]+/g, '-') || 'import';
  return `${base}-report.csv`;
}
