import 'server-only';

export * from './client';
export {
  ACCOUNT_CHANGE,
  appendAuditEntry,
  byCli,
  byOperator,
  fetchAuditEntries,
  fetchAuditPage,
  recordAuditEntry,
  type AuditFilter,
} from './log';
