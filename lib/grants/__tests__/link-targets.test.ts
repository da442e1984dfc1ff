import { aClass, aCourse } from '../../content/__tests__/fixtures';
import type { Catalog } from '../../content/client';
import { linkTargetsFor } from '../../members/link-targets';
import { coursesFor } from '../release';

const manual = (courseIds: string[]) => ({
  courseIds,
  grants: { manual: { courses: courseIds, source: 'manual' as const } },
});

const material = {
  id: 'asset-1',
  url: 'https://files.example/a.pdf',
  title: 'Sheet',
  fileName: 'a.pdf',
  contentType: 'application/pdf',
  size: null,
  width: null,
  height: null,
};
const catalog: Catalog = {
  fetchedAt: 0,
  courses: [
    aCourse({ id: 'course-a', classes: [aClass({ id: 'class-a1', materials: [material] })] }),
    aCourse({ id: 'course-b', classes: [aClass({ id: 'class-b1' })] }),
    aCourse({ id: 'course-c' }),
  ],
};

describe('coursesFor', () => {
  it('keeps exactly the listed courses and ignores unknown ids', () => {
    expect(
      coursesFor(catalog, manual(['course-c', 'course-a', 'nope']), 0).map((c) => c.id),
    ).toEqual(['course-a', 'course-c']);
    expect(coursesFor(catalog, manual([]), 0)).toEqual([]);
  });
});

describe('linkTargetsFor', () => {
  it('links only to the given courses, their classes and materials', () => {
    const targets = linkTargetsFor(coursesFor(catalog, manual(['course-a']), 0));
    expect(Object.fromEntries(targets)).toEqual({
      'course-a': '/home?course=course-a',
      'class-a1': '/home?course=course-a&class=class-a1',
      'asset-1': '/api/materials/asset-1',
    });
  });
});
