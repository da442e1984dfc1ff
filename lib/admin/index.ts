import 'server-only';

export * from './client';
export { ACTION_FAILED, operatorAction, type ActionResult } from './action';
export { operatorMetadata } from './metadata';
export {
  consoleTime,
  memberHref,
  membersHref,
  membersQuery,
  sourcesLabel,
  STATUS_TONE,
  type MembersQuery,
} from './members-table';
export {
  ADD_MEMBER_FIELDS,
  addMemberMessage,
  parseAddMemberForm,
  type AddMemberInput,
  type AddMemberOutcome,
  type AddMemberState,
} from './add-member-form';
export { courseRows, type CourseRow } from './course-table';
export {
  applyNextChunk,
  createImportJob,
  fetchImportJob,
  fetchUnfinishedImports,
  type ChunkAnswer,
  type ImportListing,
} from './import-job-store';
export {
  consoleHref,
  describeChange,
  formatTime,
  forwardingLabel,
  INBOX_VIEWS,
  inboxViewOf,
  parsePlanForm,
  splitCourseIds,
  type InboxViewName,
  type PlanForm,
} from './ops';
export {
  COURSE_FIELD,
  FREE_DAYS_FIELD,
  grantEndText,
  grantSummary,
  memberFromSegment,
  parseCourseChoice,
  parseFreeDays,
  progressRows,
  type ProgressRow,
} from './member-detail';
