import { z } from 'zod';
import { DEFAULT_LOCALE, getTranslator, type Locale } from '../i18n';
import {
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  LIMITS,
  type ContactField,
  type FieldErrors,
} from './fields';

/**
 * A leading country code (+60, 60, or +6 before a trunk 0, as Malaysians often write it) and
 * trunk 0 taken off, so the number reads as it does after the form's +60 prefix:
 * "+60 12-345 6789", "6012-3456789" and "012-345 6789" all become "12-…". The browser's
 * `tel-national` autofill gives the 0 form. The visitor's own spaces and dashes stay.
 */
function nationalNumber(phone: string): string {
  return phone.replace(/^(?:(?:\+\s*6[\s-]*0|60)[\s-]*)?0?[\s-]*/, '');
}

/** The form's rules, each error told in the sender's language. */
export function contactSchema(locale: Locale = DEFAULT_LOCALE) {
  const t = getTranslator(locale, 'contact');
  const required = (field: ContactField) => {
    const message = t('errors.required', { field: t(`fields.${field}`) });
    return z.string({ error: message }).trim().min(1, message);
  };
  const tooLong = (field: ContactField) =>
    t('errors.tooLong', { field: t(`fields.${field}`), max: LIMITS[field] });
  return z.object({
    fullName: required('fullName').max(LIMITS.fullName, tooLong('fullName')),
    email: required('email')
      .max(LIMITS.email, t('errors.emailTooLong'))
      .pipe(z.email(t('errors.email'))),
    phone: required('phone')
      .max(LIMITS.phone, tooLong('phone'))
      .overwrite(nationalNumber)
      .min(1, t('errors.required', { field: t('fields.phone') }))
      .regex(/^[\d\s-]+$/, t('errors.phone')),
    subject: required('subject').max(LIMITS.subject, tooLong('subject')),
    message: required('message').max(LIMITS.message, tooLong('message')),
  });
}

export type ContactMessage = z.output<ReturnType<typeof contactSchema>>;

export type ParsedContact =
  { ok: true; data: ContactMessage } | { ok: false; fieldErrors: FieldErrors };

/** Validates untrusted input (a server action's argument) and names every failing field. */
export function parseContact(input: unknown, locale: Locale = DEFAULT_LOCALE): ParsedContact {
  const result = contactSchema(locale).safeParse(input);
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
