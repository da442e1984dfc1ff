import 'server-only';

export * from './client';
export { ACTION_FAILED, operatorAction, type ActionResult } from './operator-action';
export { operatorMetadata } from './operator-metadata';
export { membersQuery, sourcesLabel, type MembersQuery } from './members-table';
export { consoleHref, membersHref } from './console-links';
export { consoleTime, formatTime } from './console-time';
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
export { parsePlanForm, splitCourseIds, type PlanForm } from './plan-form';
export { forwardingLabel, INBOX_VIEWS, inboxViewOf, type InboxViewName } from './inbox';
export { describeChange } from './audit-description';
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
