import 'server-only';

export * from './client';
export {
  CALENDAR_FEED_FIELD,
  calendarFeedTag,
  expireAccessTags,
  markOutsideNext,
} from './access-cache';
export { getMemberCoursesOrEmpty, loadMemberCourses } from './courses';
export { listMembers, MEMBERS_PAGE_SIZE, type MemberPage } from './directory';
export {
  fetchCourseCounts,
  fetchCourseFunnel,
  fetchCourseMemberEmails,
  rewriteCourseSummary,
  writeCourseStatus,
  type CourseCounts,
  type CourseFunnel,
} from './course-members';
export { parseImportFile, type ImportRow, type ParsedImport, type RowError } from './import-file';
export {
  importMembers,
  type ImportOutcome,
  type ImportSummary,
  type RowOutcome,
} from './import-members';
export { addFreeDays, endAccessNow, reopenGrant } from './grant-end';
export { writeGrants, type GrantChange } from './grant-writes';
export { migrateMembers } from './migrate';
export { moveMember } from './move';
export {
  addMember,
  describeMember,
  describeRecordWithoutAccount,
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
  type RecordReport,
} from './provisioning';
export {
  ME_TOO_FIELD,
  ME_TOO_SINCE_FIELD,
  parseMemberRecord,
  UNSEEN_ANSWERS_FIELD,
} from './record';
export {
  endSessions,
  fetchMemberRecord,
  fetchRecordBoundTo,
  memberCollection,
  memberDoc,
  recordAnnouncementsRead,
  recordSessionOpened,
  recordVisit,
  saveMemberLanguage,
  saveMemberTimeZone,
} from './store';
