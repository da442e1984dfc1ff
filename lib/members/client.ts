/**
 * lib/members' client-safe door: the member record read without Firestore (its fields,
 * grants, visits, sessions), the console's member rows and the /home URL. Server code
 * imports everything from `@/lib/members`.
 */
export { linkTargetsFor, materialHref } from './link-targets';
export {
  courseIdsOf,
  foldAddress,
  InvalidEmailError,
  isMailableKey,
  memberKey,
} from './course-ids';
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
  externalGrantKey,
  grantsOfRecord,
  isGrantActive,
  MANUAL_COURSE_SINCE_FIELD,
  MANUAL_GRANT,
  MANUAL_SINCE_FIELD,
  passGrantKey,
  subscriptionGrantKey,
  type Grant,
  type GrantEndReason,
  type Grants,
  type GrantSource,
  type OperatorDecision,
} from './grants';
export {
  previousVisitAt,
  SEEN_WRITE_MS,
  VISIT_GAP_MS,
  VISITS_FIELD,
  visitsAfterLoad,
  visitsOfRecord,
  type Visits,
} from './visits';
