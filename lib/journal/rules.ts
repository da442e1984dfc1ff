import { localInputToUtc } from '../live/client';

/**
 * A trade in a member's journal. Prices are in the instrument's quote units; times are UTC
 * ms. An open trade has neither `exit` nor `closed` and is left out of every figure.
 */
export type Direction = 'long' | 'short';
export const DIRECTIONS: readonly Direction[] = ['long', 'short'];

/** A class a trade practises, and the moment of its video the member chose (whole seconds). */
export type TradeClass = { courseId: string; classId: string; seconds: number };

/** A trade's class as the form and the journal's `?lesson=` carry it: `courseId/classId@seconds`. */
export const lessonText = (lesson: TradeClass) =>
  `${lesson.courseId}/${lesson.classId}@${lesson.seconds}`;

/** The class named by a lessonText (the moment optional); null for anything else. */
export function parseLessonText(value: string): TradeClass | null {
  const match = /^([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9_-]{1,64})(?:@(\d{1,5}))?$/.exec(value.trim());
  return match ? { courseId: match[1]!, classId: match[2]!, seconds: Number(match[3] ?? 0) } : null;
}

export type TradeInput = {
  instrument: string;
  direction: Direction;
  entry: number;
  stop: number;
  exit: number | null;
  size: number;
  opened: number;
  closed: number | null;
  setup: string;
  notes: string;
  lesson: TradeClass | null;
};

export type Trade = TradeInput & { id: string; createdAt: number; updatedAt: number };

/** A trade's id as Firestore names it (an automatic id, an import's fingerprint): anything else names no trade. */
export const TRADE_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The columns of the CSV files, in the order an export writes them. */
export const TRADE_FIELDS = [
  'instrument',
  'direction',
  'entry',
  'stop',
  'exit',
  'size',
  'opened',
  'closed',
  'setup',
  'notes',
] as const;
export type TradeField = (typeof TRADE_FIELDS)[number];

/** A trade as typed into the form or read from a CSV row: text, nothing checked yet. */
export type RawTrade = Partial<Record<TradeField, string>>;

/** The most trades one member's journal keeps. */
export const MAX_TRADES = 10_000;
export const INSTRUMENT_MAX = 32;
export const SETUP_MAX = 60;
export const TRADE_NOTES_MAX = 2000;

/**
 * Every reason a trade cannot be saved: its words are the `journal` catalogue's
 * `problems.<code>`, naming the field's label.
 */
export type TradeProblemCode =
  | 'required'
  | 'notNumber'
  | 'tooLong'
  | 'direction'
  | 'notTime'
  | 'stopSide'
  | 'stopAtEntry'
  | 'size'
  | 'closedBeforeOpened'
  | 'exitWithoutClosed'
  | 'closedWithoutExit';
export type TradeProblem = { field: TradeField; code: TradeProblemCode };

export type TradeCheck =
  { ok: true; trade: Omit<TradeInput, 'lesson'> } | { ok: false; problems: TradeProblem[] };

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
/** ISO 8601 with an offset or Z: the instant is the text's own. */
const ISO_WITH_OFFSET =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Text as a number, or null when it is not one (empty, "1,5", "abc", Infinity). */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * ISO 8601 text as UTC ms: with an offset or Z it is that instant; a wall time without one
 * ("2026-03-02T09:30", a datetime-local value) or a bare date (midnight) is read in `timeZone`.
 * Null when it is not a time.
 */
export function parseTime(text: string, timeZone: string): number | null {
  const trimmed = text.trim();
  if (ISO_WITH_OFFSET.test(trimmed)) {
    const normalized = trimmed
      .replace(' ', 'T')
      .replace(/([+-]\d{2})(\d{2})$/, '$1:$2')
      .replace(/([+-]\d{2})$/, '$1:00');
    const ms = Date.parse(normalized);
    return Number.isNaN(ms) ? null : ms;
  }
  const wall = ISO_DATE.test(trimmed) ? `${trimmed}T00:00` : trimmed.replace(' ', 'T');
  return localInputToUtc(wall, timeZone)?.ms ?? null;
}

/** One spelling of an instrument: trimmed and upper case ("eurusd " and "EURUSD" are one). */
export const normalizeInstrument = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase();
/** A setup as the member named it, with spaces tidied. */
export const normalizeSetup = (text: string) => text.trim().replace(/\s+/g, ' ');

function parseDirection(text: string): Direction | null {
  const value = text.trim().toLowerCase();
  if (value === 'long' || value === 'buy') return 'long';
  if (value === 'short' || value === 'sell') return 'short';
  return null;
}

/**
 * Checks a trade as typed: every problem at once, so the form or the import names them all.
 * A stop must sit below a long's entry and above a short's; the size must be above 0; a
 * trade cannot close before it opened; an exit and a close time come together or not at all
 * (an open trade).
 */
export function checkTrade(raw: RawTrade, timeZone: string): TradeCheck {
  const problems: TradeProblem[] = [];
  const text = (field: TradeField) => (raw[field] ?? '').trim();
  const required = (field: TradeField) => {
    if (text(field) === '') problems.push({ field, code: 'required' });
    return text(field) !== '';
  };
  const number = (field: TradeField, optional = false): number | null => {
    if (optional && text(field) === '') return null;
    if (!required(field)) return null;
    const value = parseNumber(text(field));
    if (value === null) problems.push({ field, code: 'notNumber' });
    return value;
  };
  const time = (field: TradeField, optional = false): number | null => {
    if (optional && text(field) === '') return null;
    if (!required(field)) return null;
    const value = parseTime(text(field), timeZone);
    if (value === null) problems.push({ field, code: 'notTime' });
    return value;
  };
  const tooLong = (field: TradeField, max: number) => {
    if (text(field).length > max) problems.push({ field, code: 'tooLong' });
  };

  const instrument = normalizeInstrument(text('instrument'));
  if (required('instrument')) tooLong('instrument', INSTRUMENT_MAX);
  let direction: Direction | null = null;
  if (required('direction')) {
    direction = parseDirection(text('direction'));
    if (!direction) problems.push({ field: 'direction', code: 'direction' });
  }
  const entry = number('entry');
  const stop = number('stop');
  const exit = number('exit', true);
  const size = number('size');
  const opened = time('opened');
  const closed = time('closed', true);
  tooLong('setup', SETUP_MAX);
  tooLong('notes', TRADE_NOTES_MAX);

  if (direction && entry !== null && stop !== null) {
    if (stop === entry) problems.push({ field: 'stop', code: 'stopAtEntry' });
    else if (direction === 'long' ? stop > entry : stop < entry)
      problems.push({ field: 'stop', code: 'stopSide' });
  }
  if (size !== null && size <= 0) problems.push({ field: 'size', code: 'size' });
  if (opened !== null && closed !== null && closed < opened)
    problems.push({ field: 'closed', code: 'closedBeforeOpened' });
  const hasExit = text('exit') !== '';
  const hasClosed = text('closed') !== '';
  if (hasExit && !hasClosed) problems.push({ field: 'closed', code: 'exitWithoutClosed' });
  if (hasClosed && !hasExit) problems.push({ field: 'exit', code: 'closedWithoutExit' });

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    trade: {
      instrument,
      direction: direction!,
      entry: entry!,
      stop: stop!,
      exit,
      size: size!,
      opened: opened!,
      closed,
      setup: normalizeSetup(text('setup')),
      notes: text('notes'),
    },
  };
}

type Priced = Pick<TradeInput, 'direction' | 'entry' | 'stop' | 'exit' | 'size' | 'closed'>;

/** Whether a trade is closed, so counts in the figures. */
export const isClosed = (trade: Priced): trade is Priced & { exit: number; closed: number } =>
  trade.exit !== null && trade.closed !== null;

/** R: (exit − entry) ÷ (entry − stop), one formula for both directions; null while open. */
export function rMultiple(trade: Priced): number | null {
  if (!isClosed(trade)) return null;
  return (trade.exit - trade.entry) / (trade.entry - trade.stop);
}

/** P&L in quote units: (exit − entry) × size for a long, (entry − exit) × size for a short. */
export function profitAndLoss(trade: Priced): number | null {
  if (!isClosed(trade)) return null;
  const move = trade.direction === 'long' ? trade.exit - trade.entry : trade.entry - trade.exit;
  return move * trade.size;
}
