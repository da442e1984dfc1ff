import { createHash } from 'node:crypto';
import { csvCell } from '../accounts/client';
import { csvRecords } from '../csv';
import {
  checkTrade,
  lessonText,
  parseLessonText,
  TRADE_FIELDS,
  TRADE_ID,
  type Trade,
  type TradeClass,
  type TradeInput,
  type TradeProblem,
} from './rules';

/** The most rows one file may hold: a member's journal keeps up to 10,000 trades. */
export const MAX_IMPORT_ROWS = 10_000;
/** Columns a file must name; exit, closed, setup and notes may be left out (an open trade). */
const REQUIRED_COLUMNS = ['instrument', 'direction', 'entry', 'stop', 'size', 'opened'] as const;
/**
 * Columns an export adds after the trade's own, both optional on import: the trade's class
 * (lessonText) and its id, which tells a trade already in the journal from a new one.
 */
const LINK_COLUMNS = ['lesson', 'id'] as const;
const KNOWN_COLUMNS: readonly string[] = [...TRADE_FIELDS, ...LINK_COLUMNS];

/** What is wrong with a line of the file: a trade's problems, or the file's own. */
export type CsvProblem =
  | TradeProblem
  | { code: 'missingColumn' | 'unknownColumn' | 'repeatedColumn'; column: string }
  | { code: 'cellCount'; expected: number; found: number }
  | { code: 'noRows' }
  | { code: 'tooManyRows'; max: number };
export type CsvLineError = { line: number; problems: CsvProblem[] };

/**
 * A good row: the line it starts on, the trade, how many identical rows came before it in
 * the file, the id its import writes it under, and from an export's columns the id the
 * trade has in a journal and its class (null when the file names none, or none well formed).
 */
export type CsvTrade = {
  line: number;
  trade: Omit<TradeInput, 'lesson'>;
  occurrence: number;
  fingerprint: string;
  id: string | null;
  lesson: TradeClass | null;
};

export type CsvParse = { ok: true; trades: CsvTrade[] } | { ok: false; errors: CsvLineError[] };

/**
 * A stable id for an imported trade: a digest of its ten columns as parsed (so "1.50" and
 * "1.5", "+08:00" and "Z" spellings of one instant are one trade) and how many identical
 * rows came before it in the file. The same file imported twice writes the same ids, so
 * nothing doubles; two identical rows in one file stay two trades.
 */
export function tradeFingerprint(trade: Omit<TradeInput, 'lesson'>, occurrence = 0): string {
  const canonical = JSON.stringify([...TRADE_FIELDS.map((field) => trade[field]), occurrence]);
  return `csv-${createHash('sha256').update(canonical).digest('hex').slice(0, 32)}`;
}

/** A cell an export guarded against spreadsheets ("'=x") reads back as it was ("=x"). */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const idCell = (cell: string | undefined) => {
  const id = (cell ?? '').trim();
  return TRADE_ID.test(id) ? id : null;
};
const lessonCell = (cell: string | undefined) => parseLessonText(cell ?? '');

/**
 * A journal CSV: a header naming instrument, direction, entry, stop, exit, size, opened,
 * closed, setup and notes, and optionally lesson and id, in any order (case and spaces
 * ignored), then a trade per row, ISO
 * 8601 times (without an offset read in `timeZone`). Any bad line and nothing is imported:
 * the answer names every bad line, as numbered in the file, and why.
 */
export function parseTradesCsv(text: string, timeZone: string): CsvParse {
  const [header, ...rows] = csvRecords(text);
  if (!header) return { ok: false, errors: [{ line: 1, problems: [{ code: 'noRows' }] }] };
  const columns = header.cells.map((cell) => cell.trim().toLowerCase());
  const headerProblems: CsvProblem[] = [];
  columns.forEach((column, index) => {
    if (!KNOWN_COLUMNS.includes(column)) headerProblems.push({ code: 'unknownColumn', column });
    else if (columns.indexOf(column) !== index)
      headerProblems.push({ code: 'repeatedColumn', column });
  });
  for (const column of REQUIRED_COLUMNS)
    if (!columns.includes(column)) headerProblems.push({ code: 'missingColumn', column });
  if (headerProblems.length > 0)
    return { ok: false, errors: [{ line: header.line, problems: headerProblems }] };
  if (rows.length === 0)
    return { ok: false, errors: [{ line: 2, problems: [{ code: 'noRows' }] }] };
  if (rows.length > MAX_IMPORT_ROWS)
    return {
      ok: false,
      errors: [
        {
          line: rows[MAX_IMPORT_ROWS]!.line,
          problems: [{ code: 'tooManyRows', max: MAX_IMPORT_ROWS }],
        },
      ],
    };

  const errors: CsvLineError[] = [];
  const trades: CsvTrade[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    if (row.cells.length !== columns.length) {
      errors.push({
        line: row.line,
        problems: [{ code: 'cellCount', expected: columns.length, found: row.cells.length }],
      });
      continue;
    }
    const raw = Object.fromEntries(
      columns.map((column, index) => [column, unguard(row.cells[index]!)]),
    );
    const check = checkTrade(raw, timeZone);
    if (!check.ok) {
      errors.push({ line: row.line, problems: check.problems });
      continue;
    }
    const first = tradeFingerprint(check.trade);
    const occurrence = seen.get(first) ?? 0;
    seen.set(first, occurrence + 1);
    trades.push({
      line: row.line,
      trade: check.trade,
      occurrence,
      fingerprint: tradeFingerprint(check.trade, occurrence),
      id: idCell(raw.id),
      lesson: lessonCell(raw.lesson),
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, trades };
}

const isoOrEmpty = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

/** A parsed row as the import page holds it between the preview and the writes. */
export type ImportRow = Pick<CsvTrade, 'trade' | 'occurrence' | 'id' | 'lesson'>;

/** What the preview hands the page: each row's trade, occurrence, id and class, nothing of the file. */
export const importRowsOf = (trades: readonly CsvTrade[]): ImportRow[] =>
  trades.map(({ trade, occurrence, id, lesson }) => ({ trade, occurrence, id, lesson }));

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
/** A time Date can hold (±8.64e15 ms), so it can be written out again. */
const instant = (value: unknown): value is number => finite(value) && Math.abs(value) <= 8.64e15;

/** A row's class as sent back: well formed as lessonText writes it, else undefined. */
function lessonBack(value: unknown): TradeClass | null | undefined {
  if (value === null || value === undefined) return null;
  const lesson = value as Partial<TradeClass>;
  if (typeof lesson.courseId !== 'string' || typeof lesson.classId !== 'string') return undefined;
  if (!Number.isInteger(lesson.seconds)) return undefined;
  return parseLessonText(lessonText(lesson as TradeClass)) ?? undefined;
}

/**
 * Rows sent back by the import page (the browser's word, so checked again): each trade must
 * pass checkTrade as it stands, the occurrence be a row count, and an id or class be well
 * formed (a page from before those columns sends neither); the fingerprint is worked out
 * here, as the preview did. Whether the class is open to the member is the caller's check.
 * Null when any row fails: the page only ever sends rows the
 * preview answered, so a failure is a tampered request, and nothing of it is written.
 */
export function checkImportRows(value: unknown): CsvTrade[] | null {
  if (!Array.isArray(value) || value.length > MAX_IMPORT_ROWS) return null;
  const trades: CsvTrade[] = [];
  for (const [index, row] of value.entries()) {
    const { trade, occurrence, id = null } = (row ?? {}) as Partial<ImportRow>;
    if (!trade || typeof trade !== 'object') return null;
    if (id !== null && (typeof id !== 'string' || !TRADE_ID.test(id))) return null;
    const lesson = lessonBack((row as Partial<ImportRow>).lesson);
    if (lesson === undefined) return null;
    if (!Number.isInteger(occurrence) || occurrence! < 0 || occurrence! >= MAX_IMPORT_ROWS)
      return null;
    const { entry, stop, exit, size, opened, closed } = trade;
    if (![entry, stop, size].every(finite) || !instant(opened)) return null;
    if ((exit !== null && !finite(exit)) || (closed !== null && !instant(closed))) return null;
    const text = (cell: unknown) => (typeof cell === 'string' ? cell : null);
    const [instrument, direction, setup, notes] = [
      text(trade.instrument),
      text(trade.direction),
      text(trade.setup),
      text(trade.notes),
    ];
    if (instrument === null || direction === null || setup === null || notes === null) return null;
    const check = checkTrade(
      {
        instrument,
        direction,
        entry: String(entry),
        stop: String(stop),
        exit: exit === null ? '' : String(exit),
        size: String(size),
        opened: isoOrEmpty(opened!),
        closed: isoOrEmpty(closed!),
        setup,
        notes,
      },
      'UTC',
    );
    if (!check.ok) return null;
    trades.push({
      line: index + 2,
      trade: check.trade,
      occurrence: occurrence!,
      fingerprint: tradeFingerprint(check.trade, occurrence),
      id,
      lesson,
    });
  }
  return trades;
}

/**
 * Every trade back in the import's columns, so an export imports again as the same trades
 * (its id column tells the import they are there already, its lesson column keeps their
 * class): times in ISO 8601 UTC, and text cells a spreadsheet will not run as a formula.
 */
export function tradesCsv(trades: readonly Trade[]): string {
  const lines: Array<Array<string | number>> = [
    [...TRADE_FIELDS, ...LINK_COLUMNS],
    ...trades.map((trade) => [
      trade.instrument,
      trade.direction,
      trade.entry,
      trade.stop,
      trade.exit ?? '',
      trade.size,
      isoOrEmpty(trade.opened),
      isoOrEmpty(trade.closed),
      trade.setup,
      trade.notes,
      trade.lesson ? lessonText(trade.lesson) : '',
      trade.id,
    ]),
  ];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
