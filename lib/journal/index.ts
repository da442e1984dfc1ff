import 'server-only';

export * from './client';
export {
  csvRecords,
  MAX_IMPORT_ROWS,
  parseTradesCsv,
  tradeFingerprint,
  tradesCsv,
  type CsvLineError,
  type CsvParse,
  type CsvProblem,
  type CsvTrade,
} from './csv';
