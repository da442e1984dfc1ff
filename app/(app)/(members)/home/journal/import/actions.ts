'use server';

import { revalidatePath } from 'next/cache';
import type { ImportAnswer, ImportWritten } from '@/components/journal/import-form';
import { getCurrentSession, getRequestLocale } from '@/lib/auth';
import { loadMemberCourses, openClassOf } from '@/lib/grants';
import { getFormatter, getTranslator, momentOptions } from '@/lib/i18n';
import {
  checkImportRows,
  importRowsOf,
  importTrades,
  MAX_TRADES,
  parseTradesCsv,
  problemMessage,
  type CsvTrade,
} from '@/lib/journal';
import { log } from '@/lib/log';
import type { MemberRecord } from '@/lib/members';
import { RateLimiter } from '@/lib/rate-limit';
import { journalTimeZone } from '../time-zone';

const PREVIEW_ROWS = 10;

/**
 * Per member: previews (each reads a whole file) and the writes' requests (a 10,000-row file
 * is thirteen of them). Far above a member importing a few files; a script looping over
 * either is held before it costs much parsing or Firestore work.
 */
const previews = new RateLimiter({ limit: 10, windowMs: 10 * 60_000 }, { name: 'journal-preview' });
const writes = new RateLimiter({ limit: 100, windowMs: 10 * 60_000 }, { name: 'journal-import' });

async function texts() {
  const locale = await getRequestLocale();
  const t = getTranslator(locale, 'journal');
  const words = (key: string, values?: Record<string, string | number>) =>
    t(key as never, { max: MAX_TRADES, ...values } as never);
  const zone = await journalTimeZone();
  return { t, words, zone, format: getFormatter(locale, zone) };
}

/**
 * The rows with only the classes the member may open now (their courses, drip release), as
 * the form allows; any other class is dropped and its trade imported without it. The file
 * is the member's word: an old export's class may have closed, or a row name any class.
 */
async function withOpenClasses(record: MemberRecord, rows: CsvTrade[]): Promise<CsvTrade[]> {
  if (!rows.some((row) => row.lesson)) return rows;
  const courses = await loadMemberCourses(record);
  return rows.map((row) =>
    row.lesson && !openClassOf(courses, row.lesson.courseId, row.lesson.classId)
      ? { ...row, lesson: null }
      : row,
  );
}

/**
 * Reads the file, once: either every bad line and why (nothing is imported), or its first
 * rows, how many there are, and every row as parsed, which the page sends back in batches
 * to importRowsAction. The file itself is sent only here.
 */
export async function previewImportAction(text: string): Promise<ImportAnswer> {
  const session = await getCurrentSession();
  const { t, words, zone, format } = await texts();
  if (!session) return { ok: false, refusal: words('problems.notSignedIn') };
  if (typeof text !== 'string') return { ok: false, refusal: words('problems.failed') };
  if (!(await previews.allow(session.member.uid)))
    return { ok: false, refusal: words('problems.importTooMany') };
  const parsed = parseTradesCsv(text, zone);
  if (!parsed.ok)
    return {
      ok: false,
      errors: parsed.errors.map((error) =>
        t('import.line', {
          line: error.line,
          problems: error.problems.map((problem) => problemMessage(words, problem)).join(' '),
        }),
      ),
    };
  const number = (value: number) => format.number(value, { maximumFractionDigits: 6 });
  const preview = parsed.trades
    .slice(0, PREVIEW_ROWS)
    .map(({ trade }) => [
      format.dateTime(trade.opened, momentOptions(zone)),
      trade.instrument,
      t(`direction.${trade.direction}`),
      trade.setup,
      number(trade.entry),
      number(trade.stop),
      trade.exit === null ? t('trades.open') : number(trade.exit),
      number(trade.size),
    ]);
  return { ok: true, total: parsed.trades.length, preview, rows: importRowsOf(parsed.trades) };
}

/**
 * Writes one batch of the rows a preview answered (checked again here: they come from the
 * browser), each IMPORT_CHUNK of them one transaction with the totals. Rows already in the
 * journal (the same file imported before) are left as they are.
 */
export async function importRowsAction(rows: unknown, last: boolean): Promise<ImportWritten> {
  const session = await getCurrentSession();
  const { words, zone } = await texts();
  if (!session) return { ok: false, errors: [words('problems.notSignedIn')] };
  const trades = checkImportRows(rows);
  if (!trades) return { ok: false, errors: [words('problems.failed')] };
  if (!(await writes.allow(session.member.uid)))
    return { ok: false, errors: [words('problems.importTooMany')] };
  try {
    const rows = await withOpenClasses(session.record, trades);
    const written = await importTrades(session.member.email, rows, zone);
    if (!written.ok) return { ok: false, errors: [words('problems.limit')] };
    if (last === true) revalidatePath('/home/journal');
    return { ok: true, ...written.value };
  } catch (error) {
    log('error', 'journal import failed', { action: 'import', error });
    return { ok: false, errors: [words('problems.failed')] };
  }
}
