import { aClass, aCourse } from '../../content/__tests__/fixtures';
import type { Catalog } from '../../content/client';
import type { Grants } from '../../members/grants';
import { linkTargetsFor } from '../../members/link-targets';
import { findMaterial } from '../../members/materials';
import { DAY_MS } from '../../time';
import {
  classOpensAt,
  courseAccessStart,
  coursesFor,
  formatOpening,
  isOpenClass,
  openClassOf,
  opensAfterDaysOf,
} from '../release';

const T0 = Date.UTC(2026, 0, 10, 12); // the first grant's start
const week = (n: number) => n * 7 * DAY_MS;

describe('courseAccessStart', () => {
  it('is the start of the earliest grant still active that gives the course', () => {
    const grants: Grants = {
      manual: { courses: ['course-a'], source: 'manual', since: T0 + week(2) },
      'sub:1': { courses: ['course-a', 'course-b'], source: 'plan:p', since: T0 },
      'pass:1': { courses: ['course-a'], source: 'pass', since: T0 + week(1) },
    };
    expect(courseAccessStart(grants, 'course-a', T0 + week(3))).toBe(T0);
    expect(courseAccessStart(grants, 'course-b', T0 + week(3))).toBe(T0);
    expect(courseAccessStart(grants, 'course-x', T0 + week(3))).toBeNull();
  });

  it('skips an expired grant, however early it began', () => {
    const grants: Grants = {
      'sub:old': { courses: ['course-a'], source: 'plan:p', since: T0, accessUntil: T0 + week(4) },
      'sub:new': { courses: ['course-a'], source: 'plan:p', since: T0 + week(5) },
    };
    expect(courseAccessStart(grants, 'course-a', T0 + week(4) - 1)).toBe(T0);
    expect(courseAccessStart(grants, 'course-a', T0 + week(4))).toBe(T0 + week(5));
  });

  it('counts a course added to a grant later (plan switch, by hand) from when it joined', () => {
    const switched: Grants = {
      'sub:1': {
        courses: ['course-b'],
        source: 'plan:pro',
        since: T0,
        courseSince: { 'course-b': T0 + week(10) },
      },
    };
    expect(courseAccessStart(switched, 'course-b', T0 + week(11))).toBe(T0 + week(10));
    // A class two weeks into the course is not open a week after the switch, though the
    // grant itself is eleven weeks old.
    const twoWeeksIn = aClass({ releaseAfterDays: 14 });
    expect(classOpensAt(switched, 'course-b', twoWeeksIn, T0 + week(11))).toBe(T0 + week(12));
    // Another grant giving the course from earlier still counts from its own start.
    const both: Grants = {
      ...switched,
      manual: { courses: ['course-b'], source: 'manual', since: T0 },
    };
    expect(courseAccessStart(both, 'course-b', T0 + week(11))).toBe(T0);
  });

  it('counts a grant with no recorded start as begun long ago', () => {
    const grants: Grants = {
      manual: { courses: ['course-a'], source: 'manual' },
      'sub:1': { courses: ['course-a'], source: 'plan:p', since: T0 },
    };
    expect(courseAccessStart(grants, 'course-a', T0)).toBe(0);
  });
});

describe('classOpensAt', () => {
  const grants: Grants = { manual: { courses: ['course-a'], source: 'manual', since: T0 } };

  it('opens at once when releaseAfterDays is 0 or absent', () => {
    expect(classOpensAt(grants, 'course-a', aClass({ releaseAfterDays: 0 }), T0)).toBeNull();
    expect(classOpensAt(grants, 'course-a', aClass(), T0 - week(1))).toBeNull();
  });

  it('opens releaseAfterDays × 24 h after the access began, to the millisecond', () => {
    const seven = aClass({ releaseAfterDays: 7 });
    expect(classOpensAt(grants, 'course-a', seven, T0)).toBe(T0 + week(1));
    expect(classOpensAt(grants, 'course-a', seven, T0 + week(1) - 1)).toBe(T0 + week(1));
    expect(classOpensAt(grants, 'course-a', seven, T0 + week(1))).toBeNull();
  });

  it('counts from the earliest active grant, and from the next one once that ends', () => {
    const two: Grants = {
      'sub:1': { courses: ['course-a'], source: 'plan:p', since: T0, accessUntil: T0 + week(2) },
      'pass:1': { courses: ['course-a'], source: 'pass', since: T0 + week(1) },
    };
    const fourteen = aClass({ releaseAfterDays: 14 });
    // Under the first grant the class opened at T0 + 2 weeks, when that grant ended...
    expect(classOpensAt(two, 'course-a', fourteen, T0 + week(2) - 1)).toBe(T0 + week(2));
    // ...and under the pass alone it opens two weeks after the pass began.
    expect(classOpensAt(two, 'course-a', fourteen, T0 + week(2))).toBe(T0 + week(3));
    expect(classOpensAt(two, 'course-a', fourteen, T0 + week(3))).toBeNull();
  });
});

describe('coursesFor with drip release', () => {
  const secret = {
    id: 'asset-secret',
    url: 'https://assets.ctfassets.net/s/asset-secret/t/plan.pdf',
    title: 'Secret plan',
    fileName: 'plan.pdf',
    contentType: 'application/pdf',
    size: 1,
    width: null,
    height: null,
  };
  const catalog: Catalog = {
    fetchedAt: 0,
    courses: [
      aCourse({
        id: 'course-a',
        classes: [
          aClass({ id: 'week-0', order: 1, videoLink: 'https://youtu.be/aaaaaaaaaaa' }),
          aClass({
            id: 'week-1',
            title: 'Week one',
            order: 2,
            releaseAfterDays: 7,
            publishedAt: 5,
            videoLink: 'https://youtu.be/secretvid01',
            materials: [secret],
          }),
        ],
      }),
      aCourse({ id: 'course-b', classes: [aClass({ id: 'b-1', releaseAfterDays: 3 })] }),
    ],
  };
  const access = {
    courseIds: ['course-a'],
    grants: { manual: { courses: ['course-a'], source: 'manual' as const, since: T0 } },
  };

  it("keeps a locked class's id, title and opening only: no video, materials or order", () => {
    const [course] = coursesFor(catalog, access, T0 + DAY_MS);
    expect(course!.classes[0]).toEqual(catalog.courses[0]!.classes[0]);
    expect(course!.classes[1]).toEqual({
      id: 'week-1',
      title: 'Week one',
      order: null,
      videoLink: null,
      materials: [],
      releaseAfterDays: 0,
      publishedAt: null,
      opensAt: T0 + week(1),
    });
    expect(JSON.stringify(course)).not.toMatch(/secretvid01|asset-secret|Secret plan/);
  });

  it("leaves nothing of a locked class for the materials route or the text's links", () => {
    const courses = coursesFor(catalog, access, T0);
    expect(findMaterial(courses, 'asset-secret')).toBeNull();
    expect(linkTargetsFor(courses).has('asset-secret')).toBe(false);
    const later = coursesFor(catalog, access, T0 + week(1));
    expect(findMaterial(later, 'asset-secret')).toEqual(secret);
  });

  it('answers the lock rule: a class is open from its day on, not a millisecond before', () => {
    const classAt = (nowMs: number) => coursesFor(catalog, access, nowMs)[0]!.classes[1]!;
    expect(isOpenClass(classAt(T0 + week(1) - 1))).toBe(false);
    expect(isOpenClass(classAt(T0 + week(1)))).toBe(true);
    expect(isOpenClass(coursesFor(catalog, access, T0)[0]!.classes[0]!)).toBe(true);
  });

  it('finds a class a note or a trade may name: in the member’s courses and released', () => {
    const early = coursesFor(catalog, access, T0);
    expect(openClassOf(early, 'course-a', 'week-0')?.id).toBe('week-0');
    expect(openClassOf(early, 'course-a', 'week-1')).toBeNull();
    expect(openClassOf(early, 'course-a', 'week-9')).toBeNull();
    expect(openClassOf(early, 'course-b', 'b-1')).toBeNull();
    expect(openClassOf(early, 'course-b', 'week-0')).toBeNull();
    expect(openClassOf(coursesFor(catalog, access, T0 + week(1)), 'course-a', 'week-1')).toBe(
      catalog.courses[0]!.classes[1],
    );
  });

  it('opens the class whole once its day has come, and never touches the catalog', () => {
    const [course] = coursesFor(catalog, access, T0 + week(1));
    expect(course!.classes[1]).toBe(catalog.courses[0]!.classes[1]);
    expect(catalog.courses[0]!.classes[1]!.videoLink).toBe('https://youtu.be/secretvid01');
    expect(coursesFor(catalog, access, T0).map((c) => c.id)).toEqual(['course-a']);
  });
});

describe('formatOpening', () => {
  // 23:30 UTC on 3 December: still the 3rd in London, already the 4th in Tokyo, and the
  // 3rd's evening in New York.
  const at = Date.UTC(2026, 11, 3, 23, 30);

  it('shows the day and time in the given time zone', () => {
    expect(formatOpening(at, 'Europe/London')).toBe('3 Dec 2026, 23:30');
    expect(formatOpening(at, 'Asia/Tokyo')).toBe('4 Dec 2026, 08:30');
    expect(formatOpening(at, 'America/New_York')).toBe('3 Dec 2026, 18:30');
  });

  it("says so when it is UTC, the server's fallback", () => {
    expect(formatOpening(at, 'UTC')).toBe('3 Dec 2026, 23:30 UTC');
  });

  it('crosses midnight exactly at the instant, not a day early or late', () => {
    const midnightTokyo = Date.UTC(2026, 11, 3, 15, 0);
    expect(formatOpening(midnightTokyo - 60_000, 'Asia/Tokyo')).toBe('3 Dec 2026, 23:59');
    expect(formatOpening(midnightTokyo, 'Asia/Tokyo')).toBe('4 Dec 2026, 00:00');
  });
});

describe('opensAfterDaysOf', () => {
  it('per course, the latest release day among the classes named; unlisted ones count for nothing', () => {
    const courses = [
      aCourse({
        id: 'a',
        classes: [
          aClass({ id: 'a1', releaseAfterDays: 0 }),
          aClass({ id: 'a2', releaseAfterDays: 14 }),
          aClass({ id: 'a3', releaseAfterDays: 7 }),
        ],
      }),
      aCourse({ id: 'b', classes: [aClass({ id: 'b1', releaseAfterDays: 3 })] }),
    ];
    const place = (courseId: string, classId: string) => ({ courseId, classId });
    expect(
      opensAfterDaysOf(courses, [place('a', 'a3'), place('a', 'a2'), place('b', 'b1')]),
    ).toEqual({ a: 14, b: 3 });
    expect(opensAfterDaysOf(courses, [place('a', 'a1')])).toEqual({ a: 0 });
    expect(opensAfterDaysOf(courses, [place('a', 'gone'), place('c', 'c1')])).toEqual({});
  });
});
