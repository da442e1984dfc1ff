import { activeCourseIds, grantsOfRecord, isGrantActive } from '../grants';

describe('grantsOfRecord', () => {
  it('reads the courses field as the manual grant and each well-formed grant', () => {
    expect(
      grantsOfRecord({
        courses: ['course-a', 7],
        grants: {
          'sub:sub_1': { courses: ['course-b'], source: 'plan:price_1', accessUntil: 5000 },
          'pass:cs_1': { courses: ['course-c'], source: 'pass', accessUntil: null, price: 'p' },
          'bad-source': { courses: ['course-x'], source: 'gift' },
          'bad-until': { courses: ['course-x'], source: 'manual', accessUntil: 'soon' },
          'no-courses': { source: 'manual' },
          manual: { courses: ['course-x'], source: 'manual' },
        },
      }),
    ).toEqual({
      manual: { courses: ['course-a'], source: 'manual' },
      'sub:sub_1': { courses: ['course-b'], source: 'plan:price_1', accessUntil: 5000 },
      'pass:cs_1': { courses: ['course-c'], source: 'pass' },
    });
  });

  it('reads a record without courses or grants as no grants', () => {
    for (const data of [undefined, {}, { courses: 'x', grants: [1] }]) {
      expect(grantsOfRecord(data)).toEqual({});
    }
  });
});

describe('activeCourseIds', () => {
  const grants = {
    'sub:z': { courses: ['course-c', 'course-a'], source: 'plan:p' as const, accessUntil: 100 },
    manual: { courses: ['course-a', 'course-b'], source: 'manual' as const },
  };

  it('is the union of the grants that have not run out, manual first, without repeats', () => {
    expect(activeCourseIds(grants, 99)).toEqual(['course-a', 'course-b', 'course-c']);
    expect(activeCourseIds(grants, 100)).toEqual(['course-a', 'course-b']);
  });

  it('a grant without an end never runs out', () => {
    expect(isGrantActive({ courses: [], source: 'manual' }, Number.MAX_SAFE_INTEGER)).toBe(true);
  });
});
