/**
 * lib/admin's client-safe door: the console's pure form, table and import logic, without
 * the session checks and Firestore of `@/lib/admin`.
 */
export type { ActionResult } from './operator-action';
export { ADD_MEMBER_FIELDS, type AddMemberState } from './add-member-form';
export * from './import-job-rules';
export { memberHref } from './console-links';
