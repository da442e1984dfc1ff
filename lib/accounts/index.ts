import 'server-only';

export * from './client';
export { parseImportFile, type ImportRow, type ParsedImport, type RowError } from './import-file';
export {
  importMembers,
  type ImportOutcome,
  type ImportSummary,
  type RowOutcome,
} from './import-members';
export {
  applyNextChunk,
  createImportJob,
  fetchImportJob,
  fetchUnfinishedImports,
  type ChunkAnswer,
  type ImportListing,
} from './import-job-store';
export { migrateMembers } from './migrate';
export { moveMember } from './move';
export { setOperator } from './operator-role';
export { sendSetPasswordEmail } from './password-email';
export {
  addMember,
  describeMember,
  describeRecordWithoutAccount,
  grantCourses,
  hasPassword,
  passwordResetLink,
  provisionAccount,
  revokeCourses,
  sendPasswordReset,
  setDisabled,
  unknownCourseIds,
  type MemberReport,
  type RecordReport,
} from './provisioning';
