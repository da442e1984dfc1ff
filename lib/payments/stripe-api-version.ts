import Stripe from 'stripe';

/**
 * Stripe sends every event in the API version of the webhook endpoint it comes from, not
 * in the version of the app's `stripe` package. A version reads `<date>.<release>`; the
 * versions of one release only add fields, while a new release may move them (with
 * 2025-03-31.basil an invoice's subscription moved under `parent` and a subscription's
 * period onto its items, so an older endpoint's renewals would carry neither). The app
 * reads events as the release its `stripe` package pins: any version of that release,
 * and nothing else.
 */
export type ApiVersionCheck = { readable: true } | { readable: false; change: string };

const VERSION = /^(\d{4}-\d{2}-\d{2})(?:\.([a-z]+))?$/;

export function checkEventApiVersion(
  version: string | null | undefined,
  pinned: string = Stripe.API_VERSION,
): ApiVersionCheck {
  const [, pinnedDate = '', release] = VERSION.exec(pinned) ?? [];
  const [, date, eventRelease] = (version && VERSION.exec(version)) || [];
  if (date && eventRelease !== undefined && eventRelease === release) return { readable: true };
  const create = `create a webhook endpoint on API version ${pinned} (docs/payments.md, "Setting up Stripe"), then remove this one`;
  if (!date) return { readable: false, change: `the event names no API version: ${create}` };
  if (date < pinnedDate) {
    return {
      readable: false,
      change: `the webhook endpoint sends API version ${version}, older than the ${release} release this app reads: ${create}`,
    };
  }
  return {
    readable: false,
    change: `the webhook endpoint sends API version ${version}, newer than the ${release} release of the stripe package this app pins: ${create}, or update the stripe package and the code reading its events`,
  };
}
