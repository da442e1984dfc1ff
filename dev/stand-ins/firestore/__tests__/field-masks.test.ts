import { applyFieldMask, parseFieldPath, type StoredField } from '../field-masks';

class MapField {
  type = 'map_value';
  constructor(public value: Record<string, StoredField>) {}
}
const num = (value: number): StoredField => ({ type: 'integer_value', value });
const map = (value: Record<string, StoredField>): StoredField => new MapField(value);

describe('parseFieldPath', () => {
  it('reads simple names and quoted segments as Firestore writes them', () => {
    expect(parseFieldPath('courses')).toEqual(['courses']);
    expect(parseFieldPath('courseSince.`course-b`')).toEqual(['courseSince', 'course-b']);
    expect(parseFieldPath('grants.`sub:s`.since')).toEqual(['grants', 'sub:s', 'since']);
    expect(parseFieldPath('a.`x.y`.`1st`')).toEqual(['a', 'x.y', '1st']);
    expect(parseFieldPath('`a\\`b\\\\c`')).toEqual(['a`b\\c']);
  });

  it('refuses what Firestore refuses', () => {
    expect(() => parseFieldPath('course-b')).toThrow();
    expect(() => parseFieldPath('`open')).toThrow();
    expect(() => parseFieldPath('a..b')).toThrow();
  });
});

describe('applyFieldMask', () => {
  const current = {
    courses: num(1),
    courseSince: map({ 'course-a': num(5) }),
    grants: map({ 'sub:s': map({ since: num(7), paid: num(8) }) }),
  };

  it('merges a quoted nested key into the map beside what it held', () => {
    const next = applyFieldMask(current, { courseSince: map({ 'course-b': num(9) }) }, [
      'courseSince.`course-b`',
    ]);
    expect(next.courseSince).toEqual(map({ 'course-a': num(5), 'course-b': num(9) }));
    expect(next.courseSince).toBeInstanceOf(MapField);
    expect(next.courses).toBe(current.courses);
  });

  it('sets only the masked leaves of a nested entry, keeping its other fields', () => {
    const next = applyFieldMask(current, { grants: map({ 'sub:s': map({ since: num(1) }) }) }, [
      'grants.`sub:s`.since',
    ]);
    expect(next.grants).toEqual(map({ 'sub:s': map({ since: num(1), paid: num(8) }) }));
  });

  it('replaces a whole masked map, and deletes a masked path the write has no value for', () => {
    const next = applyFieldMask(current, { grants: map({ 'sub:s': map({ since: num(2) }) }) }, [
      'grants.`sub:s`',
      'courses',
      'courseSince.`course-a`',
      'missing.deep',
    ]);
    expect(next).toEqual({
      courseSince: map({}),
      grants: map({ 'sub:s': map({ since: num(2) }) }),
    });
  });

  it('creates the maps a path needs, over a field that was no map', () => {
    const next = applyFieldMask({ courses: num(1) }, { courses: map({ x: num(3) }) }, [
      'courses.x',
    ]);
    expect(next).toEqual({ courses: map({ x: num(3) }) });
  });

  it('changes no field under an empty mask (a merge of increments only)', () => {
    expect(applyFieldMask(current, {}, [])).toEqual(current);
  });

  it('replaces every field when there is no mask (a set without merge)', () => {
    expect(applyFieldMask(current, { courses: num(4) }, undefined)).toEqual({ courses: num(4) });
  });
});
