import { FIELD_LABELS, type ContactField } from './fields';
import type { ContactFailure } from './submit-types';

/** The contact form's toast texts (docs/product.md#messages). */
export const TOASTS = {
  sending: 'Sending...',
  sent: 'Message sent successfully!',
  failed: 'Failed to send message. Please try again later.',
} as const;

/**
 * What the sender reads for a failure. Honeypot and rate-limit answers look like any
 * other failure, so a bot learns nothing; invalid input names the fields to fix.
 */
export function failureToast(error: ContactFailure, fields: readonly ContactField[] = []): string {
  if (error === 'invalid' && fields.length > 0) {
    return `Please check: ${fields.map((field) => FIELD_LABELS[field]).join(', ')}`;
  }
  return TOASTS.failed;
}
