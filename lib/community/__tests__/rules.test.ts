import {
  ANSWER_MAX_CHARS,
  classKey,
  communityMessage,
  displayNameOf,
  isMuted,
  muteUntil,
  openClassKeys,
  orderAnswers,
  parseHubFilter,
  postTextProblem,
  QUESTION_MAX_CHARS,
  threadHref,
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
  unseenAnswer: false,
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

it('orders answers as they came, the one that helped first', () => {
  const first = answer({ id: '1'.repeat(20), createdAt: 1 });
  const second = answer({ id: '2'.repeat(20), createdAt: 2 });
  expect(orderAnswers([second, first], null).map((a) => a.createdAt)).toEqual([1, 2]);
  expect(orderAnswers([first, second], second.id).map((a) => a.createdAt)).toEqual([2, 1]);
});

it('the classes a member may open: of granted courses, released to them', () => {
  const courses = [
    course('course-1', [courseClass('class-1'), courseClass('class-2', { opensAt: 5000 })]),
  ];
  expect(openClassKeys(courses)).toEqual(new Set([classKey('course-1', 'class-1')]));
});

describe('the hub filters', () => {
  it('reads anything unknown as all', () => {
    expect(parseHubFilter('mine')).toBe('mine');
    expect(parseHubFilter('unanswered')).toBe('unanswered');
    expect(parseHubFilter(['mine'])).toBe('all');
    expect(parseHubFilter(undefined)).toBe('all');
  });
});

it('links a question to its class at the question', () => {
  const t = thread({ id: 'q'.repeat(20), seconds: 75 });
  expect(threadHref(t)).toBe(`/home?course=course-1&class=class-1#q-${'q'.repeat(20)}`);
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
