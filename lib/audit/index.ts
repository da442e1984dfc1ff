import 'server-only';

export * from './client';
export {
  ACCOUNT_CHANGE,
  appendAuditEntry,
  beginAuditEntry,
  byCli,
  byOperator,
  fetchAuditEntries,
  fetchAuditPage,
  recordAuditEntry,
  settleAuditEntry,
  withAuditEntry,
  type AuditFilter,
  type PendingAuditEntry,
} from './log';
