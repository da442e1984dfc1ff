import { courseIdsOf, userDocPath } from '../course-ids';

describe('courseIdsOf', () => {
  it('keeps non-empty string ids', () => {
    expect(courseIdsOf(['course-a', '', 42, null, 'course-b'])).toEqual(['course-a', 'course-b']);
  });

  it('reads a missing or malformed field as no courses', () => {
    expect(courseIdsOf(undefined)).toEqual([]);
    expect(courseIdsOf('course-a')).toEqual([]);
    expect(courseIdsOf({ 0: 'course-a' })).toEqual([]);
  });
});

describe('userDocPath', () => {
  it('keys the record by the lower-cased e-mail', () => {
    expect(userDocPath('Ana@Example.COM')).toBe('users/ana@example.com');
  });
});
