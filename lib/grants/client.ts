/**
 * lib/grants' client-safe door: what a member's grants open (drip release, the one audience
 * rule) and the courses' access summaries, without Firestore. Server code imports
 * everything from `@/lib/grants`.
 */
export { isInAudience } from './audience';
export {
  auditedGrant,
  courseSinceField,
  endedNow,
  joinedCourses,
  MAX_FREE_DAYS,
  paidGrant,
  reopenedGrant,
  sameGrant,
  sinceField,
  storedGrant,
  withDecisions,
  withDecisionsOf,
  withFreeDays,
} from './grant-rules';
export {
  classOpensAt,
  courseAccessStart,
  coursesFor,
  formatOpening,
  isOpenClass,
  lockedClass,
  openClassOf,
  opensAfterDaysOf,
  releaseAt,
  type MemberAccess,
} from './release';
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
