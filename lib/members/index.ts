import 'server-only';

export * from './client';
export { getMemberCoursesOrEmpty, loadMemberCourses } from './courses';
export { parseImportFile } from './import-file';
export { importMembers } from './import-members';
export { migrateMembers } from './migrate';
export {
  addMember,
  describeMember,
  grantCourses,
  MemberError,
  revokeCourses,
  setDisabled,
  unknownCourseIds,
} from './provisioning';
export { fetchMemberRecord, memberDoc, recordSessionOpened, recordSessionsEnded } from './store';
