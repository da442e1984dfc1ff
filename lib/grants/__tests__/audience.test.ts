import { isInAudience } from '../audience';

describe('isInAudience (announcements, live sessions)', () => {
  it('lets in members with any of the courses', () => {
    expect(isInAudience({ courseIds: ['a', 'b'] }, ['b'])).toBe(true);
    expect(isInAudience({ courseIds: ['a', 'b'] }, ['c'])).toBe(false);
  });

  it('lets one of no course reach every member with some access, and nobody else', () => {
    expect(isInAudience({ courseIds: [] }, ['c'])).toBe(true);
    expect(isInAudience({ courseIds: [] }, [])).toBe(false);
    expect(isInAudience({ courseIds: ['a'] }, [])).toBe(false);
  });
});
