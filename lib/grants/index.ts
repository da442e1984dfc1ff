import 'server-only';

export * from './client';
export { getMemberCoursesOrEmpty, loadMemberCourses } from './courses';
export {
  fetchCourseCounts,
  fetchCourseFunnel,
  fetchCourseMemberEmails,
  rewriteCourseSummary,
  writeCourseAccess,
  writeCourseStatus,
  type CourseCounts,
  type CourseFunnel,
} from './course-members';
export { addFreeDays, endAccessNow, reopenGrant } from './grant-end';
export { writeGrants, type GrantChange } from './grant-writes';
