import 'server-only';

export {
  ACCOUNT_CHANGE,
  appendAuditEntry,
  byCli,
  byOperator,
  fetchAuditEntries,
  fetchAuditPage,
  recordAuditEntry,
  type AuditedGrant,
  type AuditEntry,
  type AuditFilter,
  type ChangeBy,
  type StoredAuditEntry,
} from './log';
