/**
 * The contact form's fields and limits, free of zod so the browser bundle can import them
 * (zod probes for eval, which the Content-Security-Policy forbids).
 */
import type { ContactField } from '../env/client';

/** In form order: lib/env holds them, as it checks CONTACT_FORM_FIELDS maps each. */
export { CONTACT_FIELDS, type ContactField } from '../env/client';

export const LIMITS = {
  fullName: 100,
  subject: 150,
  message: 5000,
  email: 254,
  phone: 20,
} as const;

/** Bots fill every input; people never see this one. */
export const HONEYPOT_FIELD = 'website';

export type FieldErrors = Partial<Record<ContactField, string>>;
