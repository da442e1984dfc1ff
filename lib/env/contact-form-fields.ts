import { z } from 'zod';
import { CONTACT_FIELDS, type ContactField } from './client';

/*
 * The contact forwarding's settings, which lib/env parses and hands to lib/contact. They live
 * here, not in lib/contact, as lib/env imports nothing from lib/ (the field names sit in
 * lib/env's client door, which lib/contact re-exports). Nor could the parser sit in a client
 * door: the contact form imports it, and zod in a browser bundle probes eval, which the CSP
 * reports as a violation.
 */

/**
 * CONTACT_FORM_FIELDS maps each contact field to the external form's entry id, e.g.
 * {"fullName":"entry.1000001",...}. Every field must be mapped so nothing is dropped.
 */
export type FormFieldMap = Record<ContactField, string>;

/** Where contact messages are forwarded: the forms service's URL and its field map. */
export type Forwarding = { url: string; fields: FormFieldMap };

const entryId = z.string().trim().min(1);
const mapSchema = z.strictObject(
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, entryId])) as Record<
    ContactField,
    typeof entryId
  >,
);

/** Parses the variable's JSON; throws an Error whose message says what is wrong. */
export function parseFormFieldMap(json: string): FormFieldMap {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('must be JSON');
  }
  const result = mapSchema.safeParse(value);
  if (!result.success) {
    const fields = [...new Set(result.error.issues.map((i) => i.path.join('.') || i.message))];
    throw new Error(
      `must map ${CONTACT_FIELDS.join(', ')} to entry ids (check: ${fields.join(', ')})`,
    );
  }
  return result.data;
}

/** The local stack's forms stand-in (dev/stand-ins/forms.ts): its path and entry ids. */
export const LOCAL_CONTACT_FORM = {
  path: '/forms/contact/formResponse',
  fields: {
    fullName: 'entry.1000001',
    email: 'entry.1000002',
    phone: 'entry.1000003',
    subject: 'entry.1000004',
    message: 'entry.1000005',
  } satisfies FormFieldMap,
} as const;
