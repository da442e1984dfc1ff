import 'server-only';

export * from './client';
export { ACTION_FAILED, operatorAction, type ActionResult } from './operator-action';
export { operatorMetadata } from './operator-metadata';
export { membersQuery, type MembersQuery } from './members-table';
export {
  ADD_MEMBER_FIELDS,
  addMemberMessage,
  parseAddMemberForm,
  type AddMemberInput,
  type AddMemberOutcome,
  type AddMemberState,
} from './add-member-form';
export { consoleCourseTitle, courseRows } from './course-table';
export { parsePlanForm, splitCourseIds, type PlanForm } from './plan-form';
export { forwardingLabel, INBOX_VIEWS, inboxViewOf, type InboxViewName } from './inbox';
export {
  COURSE_FIELD,
  FREE_DAYS_FIELD,
  memberFromSegment,
  parseCourseChoice,
  parseFreeDays,
  progressRows,
} from './member-detail';
export {
  claimNudge,
  fetchDriftDays,
  fetchDriftingPage,
  releaseNudge,
  saveDriftDays,
  type DriftingMember,
  type DriftingPage,
} from './drifting';
export { nudgeListed, nudgeMember, type NudgeResult } from './nudge';
