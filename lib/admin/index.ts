import 'server-only';

export { ACTION_FAILED, operatorAction, type ActionResult } from './action';
export { operatorMetadata } from './metadata';
export {
  COURSE_FIELD,
  formatTime,
  FREE_DAYS_FIELD,
  grantEndText,
  grantSummary,
  memberFromSegment,
  memberPath,
  memberStatus,
  parseCourseChoice,
  parseFreeDays,
  progressRows,
  type MemberStatus,
  type ProgressRow,
} from './member-detail';
