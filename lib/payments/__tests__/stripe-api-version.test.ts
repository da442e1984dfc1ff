import Stripe from 'stripe';
import { checkEventApiVersion } from '../stripe-api-version';

const PINNED = '2026-10-28.endive';

describe('checkEventApiVersion', () => {
  it("reads the stripe package's own version", () => {
    expect(checkEventApiVersion(Stripe.API_VERSION)).toEqual({ readable: true });
  });

  it('reads every monthly version of the pinned release, which only add fields', () => {
    expect(checkEventApiVersion('2026-10-28.endive', PINNED)).toEqual({ readable: true });
    expect(checkEventApiVersion('2026-09-30.endive', PINNED)).toEqual({ readable: true });
    expect(checkEventApiVersion('2026-12-16.endive', PINNED)).toEqual({ readable: true });
  });

  it('refuses an older release, saying which endpoint version to create', () => {
    // Before 2025-03-31.basil an invoice has no `parent`: its renewal would be missed.
    for (const old of ['2024-06-20', '2025-02-24.acacia', '2025-03-31.basil']) {
      const check = checkEventApiVersion(old, PINNED);
      expect(check.readable).toBe(false);
      const { change } = check as { change: string };
      expect(change).toContain(`sends API version ${old}, older than the endive release`);
      expect(change).toContain(`create a webhook endpoint on API version ${PINNED}`);
    }
  });

  it('refuses a newer release than the package pins', () => {
    const check = checkEventApiVersion('2027-03-31.fig', PINNED);
    expect(check.readable).toBe(false);
    expect((check as { change: string }).change).toMatch(
      /newer than the endive release.*update the stripe package/,
    );
  });

  it('refuses an event without a version', () => {
    for (const missing of [null, undefined, '', 'latest']) {
      expect(checkEventApiVersion(missing, PINNED)).toMatchObject({
        readable: false,
        change: expect.stringContaining('names no API version'),
      });
    }
  });
});
