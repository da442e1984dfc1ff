import 'server-only';

export * from './client';
export {
  checkImportRows,
  importRowsOf,
  MAX_IMPORT_ROWS,
  parseTradesCsv,
  tradeFingerprint,
  tradesCsv,
  type CsvLineError,
  type CsvParse,
  type CsvProblem,
  type CsvTrade,
} from './csv';
export {
  addTrade,
  classIdsWithTrades,
  deleteTrade,
  editTrade,
  fetchAllTrades,
  fetchClassTrades,
  fetchFilteredSummary,
  fetchJournalMemberCount,
  fetchJournalSummary,
  fetchTrade,
  fetchTradesPage,
  IMPORT_CHUNK,
  importTradeChunk,
  importTrades,
  type ImportResult,
  type JournalRefusal,
  type JournalWrite,
  type TradeFilter,
  type TradePage,
} from './store';
export { dayBounds, filterParam, problemMessage, type JournalTexts } from './words';
