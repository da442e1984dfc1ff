import { parseMemberRecord } from '../record';
import {
  previousVisitAt,
  SEEN_WRITE_MS,
  VISIT_GAP_MS,
  visitsAfterLoad,
  visitsOfRecord,
} from '../visits';

const T = Date.UTC(2026, 10, 1, 9);

describe('visits', () => {
  it("reads the record's visits; a missing or malformed field is never seen", () => {
    expect(visitsOfRecord({ visits: { lastSeenAt: T, previousVisitAt: 5 } })).toEqual({
      lastSeenAt: T,
      previousVisitAt: 5,
    });
    expect(visitsOfRecord({ visits: { lastSeenAt: 'x' } })).toEqual({
      lastSeenAt: null,
      previousVisitAt: null,
    });
    expect(visitsOfRecord(undefined)).toEqual({ lastSeenAt: null, previousVisitAt: null });
    expect(parseMemberRecord({ visits: { lastSeenAt: T } }).visits.lastSeenAt).toBe(T);
  });

  it('has no previous visit on the first, and writes the first sighting', () => {
    const never = { lastSeenAt: null, previousVisitAt: null };
    expect(previousVisitAt(never, T)).toBeNull();
    expect(visitsAfterLoad(never, T)).toEqual({ lastSeenAt: T, previousVisitAt: null });
  });

  it('keeps the previous visit for the whole visit, writing at most every few minutes', () => {
    const visiting = { lastSeenAt: T, previousVisitAt: T - 86_400_000 };
    expect(previousVisitAt(visiting, T + 60_000)).toBe(T - 86_400_000);
    expect(visitsAfterLoad(visiting, T + SEEN_WRITE_MS - 1)).toBeNull();
    expect(visitsAfterLoad(visiting, T + SEEN_WRITE_MS)).toEqual({
      lastSeenAt: T + SEEN_WRITE_MS,
      previousVisitAt: T - 86_400_000,
    });
  });

  it('starts a new visit after a long enough gap: the last sighting becomes the previous visit', () => {
    const visiting = { lastSeenAt: T, previousVisitAt: T - 86_400_000 };
    expect(previousVisitAt(visiting, T + VISIT_GAP_MS - 1)).toBe(T - 86_400_000);
    expect(previousVisitAt(visiting, T + VISIT_GAP_MS)).toBe(T);
    expect(visitsAfterLoad(visiting, T + VISIT_GAP_MS)).toEqual({
      lastSeenAt: T + VISIT_GAP_MS,
      previousVisitAt: T,
    });
  });
});
