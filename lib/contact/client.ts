/**
 * lib/contact's client-safe door: the form's fields, limits and messages, without the
 * store or the forwarding. Server code imports everything from `@/lib/contact`.
 */
export {
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  LIMITS,
  type ContactField,
  type FieldErrors,
} from './fields';
export { failureToast, type FailureTexts } from './messages';
export type { ContactFailure, ContactResult } from './submit-types';
