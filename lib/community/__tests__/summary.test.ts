import type { Answer, Thread } from '../rules';
import {
  buildClassSummary,
  courseOfPage,
  isTooBigSummary,
  mayChangeFirstPage,
  meTooFromRecord,
  parseClassSummary,
  sameSummary,
  shownOfPage,
  storedClassSummary,
  SUMMARY_MAX_BYTES,
  SUMMARY_VERSION,
} from '../summary';

const thread = (id: string, over: Partial<Thread> = {}): Thread => ({
  id,
  courseId: 'course-1',
  classId: 'class-1',
  authorEmail: 'ali@example.com',
  authorName: 'ali',
  body: `Question ${id}?`,
  seconds: null,
  createdAt: 100,
  editedAt: null,
  answerCount: 0,
  meToo: 0,
  acceptedAnswerId: null,
  hidden: false,
  unseenAnswer: false,
  ...over,
});

const answer = (id: string, threadId: string, over: Partial<Answer> = {}): Answer => ({
  id,
  threadId,
  authorEmail: 'siti@example.com',
  authorName: 'siti',
  coach: false,
  body: `Answer ${id}`,
  createdAt: 200,
  editedAt: null,
  hidden: false,
  ...over,
});

describe('the questions of a class first page', () => {
  it("leaves out hidden questions; a course's page keeps its own of the class's", () => {
    const rows = [
      thread('t1'),
      thread('t2', { hidden: true }),
      thread('t3', { courseId: 'course-2' }),
      thread('t4'),
    ];
    const shown = shownOfPage(rows);
    expect(shown.map((row) => row.id)).toEqual(['t1', 't3', 't4']);
    const summary = buildClassSummary('class-1', shown, [], null);
    expect(courseOfPage(summary, 'course-1').map((row) => row.id)).toEqual(['t1', 't4']);
    expect(courseOfPage(summary, 'course-2').map((row) => row.id)).toEqual(['t3']);
  });
});

describe('buildClassSummary', () => {
  it('keeps each question with its answers: the accepted first, then oldest, hidden ones out', () => {
    const shown = [
      thread('t1', { answerCount: 3, acceptedAnswerId: 'a3', unseenAnswer: true }),
      thread('t2'),
    ];
    const answers = [
      [
        answer('a1', 't1', { createdAt: 201 }),
        answer('a2', 't1', { createdAt: 202, hidden: true }),
        answer('a3', 't1', { createdAt: 203 }),
      ],
      [],
    ];
    const summary = buildClassSummary('class-1', shown, answers, 'cursor-after');
    expect(summary.version).toBe(SUMMARY_VERSION);
    expect(summary.next).toBe('cursor-after');
    expect(summary.threads.map((row) => row.id)).toEqual(['t1', 't2']);
    expect(summary.threads[0]!.answers.map((row) => row.id)).toEqual(['a3', 'a1']);
    expect(summary.threads[1]!.answers).toEqual([]);
    // The asker's unseen flag is not the page's: a visit to the hub does not change it.
    expect(summary.threads[0]).not.toHaveProperty('unseenAnswer');
  });
});

describe('the stored summary', () => {
  const summary = buildClassSummary(
    'class-1',
    [thread('t1', { answerCount: 1 })],
    [[answer('a1', 't1')]],
    null,
  );
  const stored = storedClassSummary(summary);

  it('keeps the page as one JSON field and reads it back, for its own class only', () => {
    expect(Object.keys(stored).sort()).toEqual(['classId', 'page', 'version']);
    expect(parseClassSummary({ ...stored }, 'class-1')).toEqual(summary);
    expect(parseClassSummary(stored, 'class-2')).toBeNull();
  });

  it('reads an absent, malformed or older-shaped summary as none', () => {
    expect(parseClassSummary(undefined, 'class-1')).toBeNull();
    expect(parseClassSummary({ ...stored, version: 0 }, 'class-1')).toBeNull();
    expect(parseClassSummary({ ...stored, page: '{"threads":' }, 'class-1')).toBeNull();
    const page = JSON.stringify({ threads: [{ id: 't1' }], next: null });
    expect(parseClassSummary({ ...stored, page }, 'class-1')).toBeNull();
  });

  it('keeps no page above the size Firestore can store: it marks the class to be read live', () => {
    const long = 'é'.repeat(4_000);
    const threads = Array.from({ length: 10 }, (_, i) => thread(`t${i}`, { body: long }));
    const answers = threads.map((row) =>
      Array.from({ length: 30 }, (_, i) => answer(`${row.id}-a${i}`, row.id, { body: long })),
    );
    const big = storedClassSummary(buildClassSummary('class-1', threads, answers, null));
    expect(big).toEqual({ version: SUMMARY_VERSION, classId: 'class-1', tooBig: true });
    expect(isTooBigSummary({ ...big }, 'class-1')).toBe(true);
    expect(isTooBigSummary({ ...big }, 'class-2')).toBe(false);
    expect(isTooBigSummary({ ...stored }, 'class-1')).toBe(false);
    expect(parseClassSummary({ ...big }, 'class-1')).toBeNull();
    expect(sameSummary({ ...big }, big)).toBe(true);
    expect(sameSummary({ ...stored }, big)).toBe(false);
    expect(new TextEncoder().encode(JSON.stringify(stored)).length).toBeLessThan(SUMMARY_MAX_BYTES);
  });

  it('says whether the stored summary already is the built one', () => {
    expect(sameSummary({ ...stored }, stored)).toBe(true);
    const next = storedClassSummary({ ...summary, next: 'cursor' });
    expect(sameSummary(next, stored)).toBe(false);
    expect(sameSummary(undefined, stored)).toBe(false);
  });
});

describe('which writes can change the first page', () => {
  const summary = buildClassSummary(
    'class-1',
    [thread('t9', { createdAt: 900 }), thread('t8', { createdAt: 800 })],
    [],
    'cursor',
  );

  it('a question on the page, or as new as its end (a restored or hidden one), can', () => {
    expect(mayChangeFirstPage(summary, 800, { id: 't8', createdAt: 800 })).toBe(true);
    expect(mayChangeFirstPage(summary, 700, { id: 't7', createdAt: 750 })).toBe(true);
    expect(mayChangeFirstPage(summary, 700, { id: 'new', createdAt: 1000 })).toBe(true);
  });

  it('an older question cannot; when the page holds the whole class, any can', () => {
    expect(mayChangeFirstPage(summary, 700, { id: 't1', createdAt: 100 })).toBe(false);
    expect(mayChangeFirstPage(summary, null, { id: 't1', createdAt: 100 })).toBe(true);
  });
});

describe("the viewer's me too from their record", () => {
  const threads = buildClassSummary(
    'class-1',
    [
      thread('new-mine', { createdAt: 500, meToo: 2 }),
      thread('new-other', { createdAt: 400, meToo: 1 }),
      thread('old-unknown', { createdAt: 100, meToo: 3 }),
      thread('nobody', { createdAt: 50, meToo: 0 }),
    ],
    [],
    null,
  ).threads;

  it('takes the marks the record keeps; a question asked since it keeps them needs no read', () => {
    const marks = { threadIds: new Set(['new-mine', 'nobody']), since: 300 };
    expect(meTooFromRecord(threads, marks)).toEqual({
      mine: new Set(['new-mine']),
      // Asked before the record kept marks: a mark made then is only in threads/{id}/meToo.
      check: ['old-unknown'],
    });
  });

  it('checks every question someone said me too to while the record keeps no marks', () => {
    expect(meTooFromRecord(threads, null)).toEqual({
      mine: new Set(),
      check: ['new-mine', 'new-other', 'old-unknown'],
    });
  });

  it('checks nothing once the record has kept marks since before the page', () => {
    expect(meTooFromRecord(threads, { threadIds: new Set(['old-unknown']), since: 0 })).toEqual({
      mine: new Set(['old-unknown']),
      check: [],
    });
  });
});
