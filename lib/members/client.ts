/**
 * lib/members' client-safe door: pure logic over the member's courses, record and /home
 * URL, without Firestore. Server code imports everything from `@/lib/members`.
 */
export { coursesFor, linkTargetsFor, materialHref } from './access';
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
export { homeHref, resolveSelection, type Selection, type SidebarView } from './home-selection';
export { contentDisposition, findMaterial } from './materials';
export { isSessionOpen, type ClassProgress, type MemberRecord } from './record';
export {
  activeCourseIds,
  endedNow,
  externalGrantKey,
  grantsOfRecord,
  isGrantActive,
  MANUAL_GRANT,
  MAX_FREE_DAYS,
  passGrantKey,
  sameGrant,
  storedGrant,
  subscriptionGrantKey,
  withFreeDays,
  type Grant,
  type GrantEndReason,
  type Grants,
  type GrantSource,
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
// A type only (erased from bundles): what the console's member page renders.
export type { MemberReport } from './provisioning';
