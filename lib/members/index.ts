import 'server-only';

export * from './client';
export { getMemberCoursesOrEmpty, loadMemberCourses } from './courses';
export {
  ACCOUNT_CHANGE,
  appendAuditEntry,
  byCli,
  byOperator,
  fetchAuditEntries,
  fetchAuditPage,
  recordAuditEntry,
  type AuditEntry,
  type AuditFilter,
  type ChangeBy,
  type StoredAuditEntry,
} from './audit';
export { parseImportFile } from './import-file';
export { importMembers } from './import-members';
export { migrateMembers } from './migrate';
export {
  addMember,
  describeMember,
  grantCourses,
  hasPassword,
  MemberError,
  provisionAccount,
  revokeCourses,
  setDisabled,
  setOperator,
  unknownCourseIds,
} from './provisioning';
export { fetchMemberRecord, memberDoc, recordSessionOpened, recordSessionsEnded } from './store';
