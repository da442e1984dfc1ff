/**
 * lib/members' client-safe door: pure logic over the member's courses, record and /home
 * URL, without Firestore. Server code imports everything from `@/lib/members`.
 */
export { linkTargetsFor, materialHref } from './link-targets';
export { isInAudience } from './audience';
export {
  classOpensAt,
  courseAccessStart,
  coursesFor,
  formatOpening,
  isOpenClass,
  lockedClass,
  releaseAt,
  type MemberAccess,
} from './release';
export { isOperator, isProvisioned, MEMBER_CLAIM, OPERATOR_CLAIM } from './claims';
export { courseIdsOf, InvalidEmailError, memberKey } from './course-ids';
export type { ImportRow, ParsedImport, RowError } from './import-file';
export type { ImportOutcome, RowOutcome } from './import-members';
export {
  accessSources,
  memberCursor,
  memberPrefix,
  memberRow,
  memberStatus,
  subscriptionIdsOf,
  type AccessSource,
  type MemberAccount,
  type MemberRow,
  type MemberStatus,
} from './directory-rows';
export { mayHaveClassActivity, type ClassActivity, type ClassActivityKind } from './class-activity';
export { homeHref, resolveSelection, type Selection, type SidebarView } from './home-selection';
export { contentDisposition, findMaterial } from './materials';
export {
  DISABLED_FIELD,
  isRecordDisabled,
  isSessionOpen,
  TIME_ZONE_FIELD,
  timeZoneOfRecord,
  zoneToSave,
  type ClassProgress,
  type MemberRecord,
} from './record';
export {
  activeCourseIds,
  auditedGrant,
  courseSinceField,
  endedNow,
  externalGrantKey,
  grantsOfRecord,
  isGrantActive,
  joinedCourses,
  MANUAL_COURSE_SINCE_FIELD,
  MANUAL_GRANT,
  MANUAL_SINCE_FIELD,
  MAX_FREE_DAYS,
  paidGrant,
  passGrantKey,
  reopenedGrant,
  sameGrant,
  sinceField,
  storedGrant,
  subscriptionGrantKey,
  withDecisions,
  withDecisionsOf,
  withFreeDays,
  type Grant,
  type GrantEndReason,
  type Grants,
  type GrantSource,
  type OperatorDecision,
} from './grants';
export {
  accessChanges,
  accessSummary,
  courseHalfway,
  courseStatus,
  isSummarisableCourseId,
  memberAccessUntil,
  NO_ACCESS,
  NO_END,
  type CourseStatus,
} from './course-summary';
export {
  previousVisitAt,
  SEEN_WRITE_MS,
  VISIT_GAP_MS,
  VISITS_FIELD,
  visitsAfterLoad,
  visitsOfRecord,
  type Visits,
} from './visits';
// A type only (erased from bundles): what the console's member page renders.
export type { MemberReport } from './provisioning';
