import 'server-only';

export * from './client';
export { getMemberCoursesOrEmpty, loadMemberCourses } from './courses';
export {
  ACCOUNT_CHANGE,
  appendAuditEntry,
  byCli,
  byOperator,
  fetchAuditEntries,
  recordAuditEntry,
  type AuditEntry,
  type ChangeBy,
} from './audit';
export { addFreeDays, endAccessNow } from './grant-end';
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
  sendPasswordReset,
  setDisabled,
  setOperator,
  unknownCourseIds,
  type MemberReport,
} from './provisioning';
export { fetchMemberRecord, memberDoc, recordSessionOpened, recordSessionsEnded } from './store';
