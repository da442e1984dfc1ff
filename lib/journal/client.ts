/**
 * lib/journal's client-safe door: the trade's shape, its checks and the figures, without
 * Firestore. Server code imports everything from `@/lib/journal`.
 */
export {
  checkTrade,
  DIRECTIONS,
  INSTRUMENT_MAX,
  isClosed,
  lessonText,
  MAX_TRADES,
  normalizeInstrument,
  normalizeSetup,
  parseLessonText,
  parseNumber,
  parseTime,
  profitAndLoss,
  rMultiple,
  SETUP_MAX,
  TRADE_FIELDS,
  TRADE_ID,
  TRADE_NOTES_MAX,
  type Direction,
  type RawTrade,
  type Trade,
  type TradeCheck,
  type TradeClass,
  type TradeField,
  type TradeInput,
  type TradeProblem,
  type TradeProblemCode,
} from './rules';
export {
  dayOf,
  EMPTY_TOTALS,
  emptySummary,
  equityCurve,
  figuresOf,
  mergeTotals,
  rowsOf,
  summaryOf,
  totalsBetween,
  totalsOf,
  withFiled,
  withFiledMany,
  withTrade,
  type Figures,
  type Filed,
  type Summary,
  type Totals,
} from './figures';
export {
  IMPORT_BATCH_BYTES,
  IMPORT_BATCH_ROWS,
  IMPORT_FILE_BYTES,
  IMPORT_FILE_ROWS,
  importBatches,
} from './batches';
export type { ImportRow } from './csv';
export { JOURNAL_NUMBERS } from './number-formats';
