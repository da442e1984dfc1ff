/**
 * lib/members' client-safe door: pure logic over the member's courses, record and /home
 * URL, without Firestore. Server code imports everything from `@/lib/members`.
 */
export { coursesFor, linkTargetsFor, materialHref } from './access';
export { InvalidEmailError, memberKey } from './course-ids';
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
  type Grants,
  type GrantSource,
} from './grants';
// Types only (erased from bundles): what the console's pages render.
export type { AuditEntry } from './audit';
export type { MemberReport } from './provisioning';
