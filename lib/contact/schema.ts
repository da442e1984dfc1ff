import { z } from 'zod';
import {
  CONTACT_FIELDS,
  FIELD_LABELS,
  HONEYPOT_FIELD,
  LIMITS,
  type ContactField,
  type FieldErrors,
} from './fields';

const required = (field: ContactField) =>
  z
    .string({ error: `${FIELD_LABELS[field]} is required` })
    .trim()
    .min(1, `${FIELD_LABELS[field]} is required`);

export const contactSchema = z.object({
  fullName: required('fullName').max(
    LIMITS.fullName,
    `Full Name must be at most ${LIMITS.fullName} characters`,
  ),
  email: required('email')
    .max(LIMITS.email, 'Email is too long')
    .pipe(z.email('Email must be a valid e-mail address')),
  phone: required('phone')
    .max(LIMITS.phone, `Phone Number must be at most ${LIMITS.phone} characters`)
    .regex(/^[\d\s-]+$/, 'Phone Number may contain only digits, spaces and dashes'),
  subject: required('subject').max(
    LIMITS.subject,
    `Subject must be at most ${LIMITS.subject} characters`,
  ),
  message: required('message').max(
    LIMITS.message,
    `Message must be at most ${LIMITS.message} characters`,
  ),
});

export type ContactMessage = z.output<typeof contactSchema>;

export type ParsedContact =
  { ok: true; data: ContactMessage } | { ok: false; fieldErrors: FieldErrors };

/** Validates untrusted input (a server action's argument) and names every failing field. */
export function parseContact(input: unknown): ParsedContact {
  const result = contactSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isContactField(field) && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, fieldErrors };
}

function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

/** A filled honeypot, whatever its type; a missing one counts as empty. */
export function isHoneypotFilled(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}
