import {
  ANSWER_MAX_CHARS,
  communityMessage,
  displayNameOf,
  filterThreads,
  isMuted,
  mayOpenClass,
  momentHref,
  muteUntil,
  openClassKeys,
  orderAnswers,
  parseHubFilter,
  postTextProblem,
  QUESTION_MAX_CHARS,
  rankThreads,
  threadHref,
  visibleThreads,
  type Answer,
  type Thread,
} from '../rules';
import { course, courseClass } from './fixtures';

const thread = (over: Partial<Thread>): Thread => ({
  id: 'a'.repeat(20),
  courseId: 'course-1',
  classId: 'class-1',
  authorEmail: 'ali@example.com',
  authorName: 'ali',
  body: 'Why?',
  seconds: null,
  createdAt: 1,
  editedAt: null,
  answerCount: 0,
  meToo: 0,
  acceptedAnswerId: null,
  hidden: false,
  ...over,
});
const answer = (over: Partial<Answer>): Answer => ({
  id: 'b'.repeat(20),
  threadId: 'a'.repeat(20),
  authorEmail: 'mei@example.com',
  authorName: 'mei',
  coach: false,
  body: 'Because.',
  createdAt: 1,
  editedAt: null,
  hidden: false,
  ...over,
});

describe('postTextProblem', () => {
  it('refuses empty and blank text, and text past the cap with its length', () => {
    expect(postTextProblem('', QUESTION_MAX_CHARS)).toEqual({ error: 'empty' });
    expect(postTextProblem(' \n\t', QUESTION_MAX_CHARS)).toEqual({ error: 'empty' });
    const long = 'x'.repeat(QUESTION_MAX_CHARS + 1);
    expect(postTextProblem(long, QUESTION_MAX_CHARS)).toEqual({
      error: 'tooLong',
      length: QUESTION_MAX_CHARS + 1,
      max: QUESTION_MAX_CHARS,
    });
    expect(postTextProblem('x'.repeat(QUESTION_MAX_CHARS), QUESTION_MAX_CHARS)).toBeNull();
    expect(postTextProblem('x'.repeat(ANSWER_MAX_CHARS), ANSWER_MAX_CHARS)).toBeNull();
  });

  it('words each problem with the numbers it names', () => {
    const texts = (key: string, values: Record<string, number>) =>
      `${key} ${JSON.stringify(values)}`;
    expect(communityMessage(texts, { error: 'tooLong', length: 2001, max: 2000 })).toBe(
      'errors.tooLong {"max":2000,"length":2001}',
    );
    expect(communityMessage(texts, { error: 'tooMany' })).toBe('errors.tooMany {"max":10}');
    expect(communityMessage(texts, { error: 'empty' })).toBe('errors.empty {}');
  });
});

describe('rankThreads', () => {
  const old = thread({ id: 'o'.repeat(20), createdAt: 1, meToo: 5 });
  const fresh = thread({ id: 'f'.repeat(20), createdAt: 3, meToo: 0 });
  const mid = thread({ id: 'm'.repeat(20), createdAt: 2, meToo: 5 });
  it('puts the newest first', () => {
    expect(rankThreads([old, fresh, mid], 'newest').map((t) => t.createdAt)).toEqual([3, 2, 1]);
  });
  it('puts the most asked first, the newer of equals first', () => {
    expect(rankThreads([fresh, old, mid], 'mostAsked').map((t) => t.id[0])).toEqual([
      'm',
      'o',
      'f',
    ]);
  });
});

it('orders answers as they came, the one that helped first', () => {
  const first = answer({ id: '1'.repeat(20), createdAt: 1 });
  const second = answer({ id: '2'.repeat(20), createdAt: 2 });
  expect(orderAnswers([second, first], null).map((a) => a.createdAt)).toEqual([1, 2]);
  expect(orderAnswers([first, second], second.id).map((a) => a.createdAt)).toEqual([2, 1]);
});

describe('who may see a class', () => {
  const courses = [
    course('course-1', [courseClass('class-1'), courseClass('class-2', { opensAt: 5000 })]),
  ];
  it('is a member whose course is granted and whose class is released', () => {
    expect(mayOpenClass(courses, 'course-1', 'class-1')).toBe(true);
    expect(mayOpenClass(courses, 'course-1', 'class-2')).toBe(false);
    expect(mayOpenClass(courses, 'course-2', 'class-1')).toBe(false);
    expect(mayOpenClass(courses, 'course-1', 'class-9')).toBe(false);
  });

  it('keeps only threads of open classes, and none hidden', () => {
    const open = openClassKeys(courses);
    const shown = thread({ id: 's'.repeat(20) });
    const locked = thread({ id: 'l'.repeat(20), classId: 'class-2' });
    const foreign = thread({ id: 'x'.repeat(20), courseId: 'course-2' });
    const hidden = thread({ id: 'h'.repeat(20), hidden: true });
    expect(visibleThreads([shown, locked, foreign, hidden], open)).toEqual([shown]);
  });
});

describe('the hub filters', () => {
  const answered = thread({ id: 'a'.repeat(20), answerCount: 2 });
  const mine = thread({ id: 'm'.repeat(20), authorEmail: 'me@example.com' });
  it('keeps unanswered or the member’s own', () => {
    expect(filterThreads([answered, mine], 'unanswered', 'me@example.com')).toEqual([mine]);
    expect(filterThreads([answered, mine], 'mine', 'me@example.com')).toEqual([mine]);
    expect(filterThreads([answered, mine], 'all', 'me@example.com')).toHaveLength(2);
  });
  it('reads anything unknown as all', () => {
    expect(parseHubFilter('mine')).toBe('mine');
    expect(parseHubFilter('unanswered')).toBe('unanswered');
    expect(parseHubFilter(['mine'])).toBe('all');
    expect(parseHubFilter(undefined)).toBe('all');
  });
});

it('links a question to its class at the question, and to its moment', () => {
  const t = thread({ id: 'q'.repeat(20), seconds: 75 });
  expect(threadHref(t)).toBe(`/home?course=course-1&class=class-1#q-${'q'.repeat(20)}`);
  expect(momentHref(t)).toBe('/home?course=course-1&class=class-1&t=75');
  expect(momentHref({ ...t, seconds: null })).toBe('/home?course=course-1&class=class-1');
});

it('names an author by the part of the address before the @', () => {
  expect(displayNameOf('ali.tan@example.com')).toBe('ali.tan');
  expect(displayNameOf('@example.com')).toBe('?');
});

it('mutes for whole days, at least one and at most a year', () => {
  expect(muteUntil(0, 3)).toBe(3 * 86_400_000);
  expect(muteUntil(0, 0)).toBe(86_400_000);
  expect(muteUntil(0, 9999)).toBe(365 * 86_400_000);
  expect(isMuted(muteUntil(0, 1), 1000)).toBe(true);
  expect(isMuted(1000, 1000)).toBe(false);
  expect(isMuted(undefined, 0)).toBe(false);
});
