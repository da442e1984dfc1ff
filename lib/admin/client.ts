/**
 * lib/admin's client-safe door: the console's pure form and table logic, without
 * the session checks and Firestore of `@/lib/admin`.
 */
export type { ActionResult } from './operator-action';
export { ADD_MEMBER_FIELDS, type AddMemberState } from './add-member-form';
export { consoleHref, memberHref, membersHref } from './console-links';
export { consoleTime, formatTime } from './console-time';
export { describeChange, describeDetail } from './audit-description';
export {
  formatMoney,
  grantDecisionText,
  grantEndText,
  grantSummary,
  paymentOutcomeText,
  type ProgressRow,
} from './member-detail';
export { CONSOLE_LANGUAGE_NAMES, languageLabel, sourcesLabel } from './members-table';
export type { CourseRow } from './course-table';
export * from './overview';
export * from './drifting-rules';
