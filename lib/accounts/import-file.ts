import { z } from 'zod';
import { ENTRY_ID } from '../content/client';
import { csvRecords } from '../csv';

export type ImportRow = { line: number; email: string; password?: string; courses: string[] };
export type RowError = { line: number; reason: string };
export type ParsedImport = { rows: ImportRow[]; errors: RowError[] };

const email = z.email().transform((value) => value.toLowerCase());
const jsonMember = z.object({
  email: z.string(),
  password: z.string().min(6).optional(),
  courses: z.array(z.string()).optional(),
});

function splitCourses(field: string): string[] {
  return field
    .split(/[;\s|]+/)
    .map((id) => id.trim())
    .filter(Boolean);
}

function toRow(
  line: number,
  rawEmail: string,
  courses: string[],
  password?: string,
): ImportRow | RowError {
  const parsed = email.safeParse(rawEmail.trim());
  if (!parsed.success) return { line, reason: `invalid e-mail '${rawEmail.trim()}'` };
  const bad = courses.find((id) => !ENTRY_ID.test(id));
  if (bad) return { line, reason: `invalid course id '${bad}'` };
  return {
    line,
    email: parsed.data,
    courses: [...new Set(courses)],
    ...(password ? { password } : {}),
  };
}

function collect(results: Array<ImportRow | RowError>): ParsedImport {
  return {
    rows: results.filter((r): r is ImportRow => 'email' in r),
    errors: results.filter((r): r is RowError => 'reason' in r),
  };
}

/**
 * CSV with a header naming `email` and `courses` (other columns are passed over); courses
 * separated by ';', '|' or spaces within the field. Cells are read as RFC 4180 (lib/csv): a
 * quoted cell may hold commas, so a note "VIP, course-a" never reads as a course.
 */
export function parseCsv(text: string): ParsedImport {
  const [header, ...records] = csvRecords(text);
  const columns = header?.cells.map((h) => h.trim().toLowerCase()) ?? [];
  const emailAt = columns.indexOf('email');
  const coursesAt = columns.indexOf('courses');
  if (emailAt < 0)
    return { rows: [], errors: [{ line: 1, reason: "the header must name an 'email' column" }] };
  return collect(
    records.map(({ line, cells }) =>
      toRow(line, cells[emailAt] ?? '', splitCourses(cells[coursesAt] ?? '')),
    ),
  );
}

/** The members JSON format of the local stack: `{ "members": [ { email, password?, courses? } ] }`. */
export function parseMembersJson(text: string): ParsedImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { rows: [], errors: [{ line: 0, reason: 'the file is not valid JSON' }] };
  }
  const members = (data as { members?: unknown }).members;
  if (!Array.isArray(members))
    return { rows: [], errors: [{ line: 0, reason: "expected a 'members' array" }] };
  return collect(
    members.map((member, index) => {
      const parsed = jsonMember.safeParse(member);
      if (!parsed.success)
        return { line: index + 1, reason: 'expected { email, password?, courses? }' };
      return toRow(index + 1, parsed.data.email, parsed.data.courses ?? [], parsed.data.password);
    }),
  );
}

export function parseImportFile(fileName: string, text: string): ParsedImport {
  return fileName.toLowerCase().endsWith('.json') ? parseMembersJson(text) : parseCsv(text);
}
