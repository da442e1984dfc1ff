import type { ContactField, FieldErrors } from './fields';

export type ContactFailure = 'invalid' | 'rejected' | 'rate-limited' | 'unavailable';

export type ContactResult =
  | { ok: true; data: { id: string } }
  | { ok: false; error: ContactFailure; fields?: ContactField[]; fieldErrors?: FieldErrors };
