import { classActivityOfRecord, mayHaveClassActivity } from '../class-activity';
import { parseMemberRecord } from '../record';

describe("the record's classes with notes and trades", () => {
  it('says nothing without the marker, whatever sets the record holds', () => {
    expect(classActivityOfRecord(undefined)).toBeNull();
    expect(classActivityOfRecord({ noteClassIds: ['c1'] })).toBeNull();
    expect(classActivityOfRecord({ classActivityComplete: 'yes', noteClassIds: [] })).toBeNull();
    expect(parseMemberRecord({ noteClassIds: ['c1'] }).classActivity).toBeNull();
  });

  it('reads the sets with the marker, missing or malformed ones as empty', () => {
    const activity = parseMemberRecord({
      classActivityComplete: true,
      noteClassIds: ['c1', 7, 'c2', 'c1'],
      tradeClassIds: 'c3',
    }).classActivity;
    expect(activity).toEqual({ notes: new Set(['c1', 'c2']), trades: new Set() });
  });

  it('rules a class out only when a complete set leaves it out', () => {
    const activity = classActivityOfRecord({
      classActivityComplete: true,
      noteClassIds: ['c1'],
      tradeClassIds: ['c2'],
    });
    expect(mayHaveClassActivity(activity, 'notes', 'c1')).toBe(true);
    expect(mayHaveClassActivity(activity, 'notes', 'c2')).toBe(false);
    expect(mayHaveClassActivity(activity, 'trades', 'c2')).toBe(true);
    expect(mayHaveClassActivity(activity, 'trades', 'c1')).toBe(false);
    // Unknown (a record from before the sets): every class may have some.
    expect(mayHaveClassActivity(null, 'notes', 'c9')).toBe(true);
    expect(mayHaveClassActivity(null, 'trades', 'c9')).toBe(true);
  });
});
