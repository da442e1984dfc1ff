import type { FormFieldMap, Forwarding } from '../env';
import { describeError } from '../log';
import { CONTACT_FIELDS } from './fields';
import type { ContactMessage } from './schema';

export type ForwardOutcome = { ok: true } | { ok: false; error: string };

const TIMEOUT_MS = 10_000;

/** The form post the external forms service expects: each value under its entry id. */
export function buildFormBody(message: ContactMessage, fields: FormFieldMap): URLSearchParams {
  const body = new URLSearchParams();
  for (const field of CONTACT_FIELDS) body.append(fields[field], message[field]);
  return body;
}

/** Posts one message; never throws, so a caller can record the outcome either way. */
export async function forwardMessage(
  message: ContactMessage,
  forwarding: Forwarding,
  fetchImpl: typeof fetch = fetch,
): Promise<ForwardOutcome> {
  try {
    const response = await fetchImpl(forwarding.url, {
      method: 'POST',
      body: buildFormBody(message, forwarding.fields),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // A forms service may answer with a redirect to its thank-you page: that is success too.
    if (response.status >= 200 && response.status < 400) return { ok: true };
    return { ok: false, error: `HTTP ${response.status}` };
  } catch (error) {
    // Stored on the message and logged: a short reason, never the URL's query or headers.
    return { ok: false, error: describeError(error) ?? 'unknown error' };
  }
}
