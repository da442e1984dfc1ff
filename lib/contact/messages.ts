import type { ContactField } from './fields';
import type { ContactFailure } from './submit-types';

/** The texts a failure is told with, in the page's language (the `contact` catalogue). */
export type FailureTexts = {
  /** 'Failed to send message. Please try again later.' */
  failed: string;
  /** 'Please check: {fields}', given the fields' labels already joined. */
  check: (labels: string) => string;
  label: (field: ContactField) => string;
  /** What joins the labels: ', ' in English. */
  separator: string;
};

/**
 * What the sender reads for a failure. Honeypot and rate-limit answers look like any
 * other failure, so a bot learns nothing; invalid input names the fields to fix.
 */
export function failureToast(
  texts: FailureTexts,
  error: ContactFailure,
  fields: readonly ContactField[] = [],
): string {
  if (error === 'invalid' && fields.length > 0) {
    return texts.check(fields.map(texts.label).join(texts.separator));
  }
  return texts.failed;
}
