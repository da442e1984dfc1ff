/** The audit log's client-safe door: the shape of an entry, without the Firestore code of `@/lib/audit`. */
export type { AuditedGrant, AuditEntry, AuditStatus, ChangeBy, StoredAuditEntry } from './log';
