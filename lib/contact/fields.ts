/**
 * The contact form's fields and limits, free of zod so the browser bundle can import them
 * (zod probes for eval, which the Content-Security-Policy forbids).
 */
/** In form order; their labels are `contact.fields.<name>` in the catalogue. */
export const CONTACT_FIELDS = ['fullName', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

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
