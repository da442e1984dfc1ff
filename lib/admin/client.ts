/**
 * lib/admin's client-safe door: the console's pure form and table logic, without the
 * session checks of `@/lib/admin`.
 */
export { ADD_MEMBER_FIELDS, type AddMemberState } from './add-member-form';
export { memberHref } from './members-table';
