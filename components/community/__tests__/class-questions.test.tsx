/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage } from '@/dev/test-run/intl';
import type { CommunityActions, QuestionView } from '@/lib/community/client';
import type { Locale } from '@/lib/i18n/client';
import { ClassQuestions } from '../class-questions';

const question: QuestionView = {
  id: 'q'.repeat(20),
  courseId: 'course-1',
  classId: 'class-1',
  authorName: 'ali',
  mine: true,
  body: 'Where is the stop?',
  html: '<p>Where is the stop?</p>',
  seconds: 75,
  createdAt: Date.UTC(2026, 10, 20),
  editedAt: Date.UTC(2026, 10, 21),
  answerCount: 1,
  meToo: 2,
  meTooByMe: false,
  acceptedAnswerId: null,
  answers: [
    {
      id: 'a'.repeat(20),
      authorName: 'coach.lim',
      coach: true,
      mine: false,
      body: null,
      html: '<p>Below the retest low.</p>',
      createdAt: Date.UTC(2026, 10, 20),
      editedAt: null,
    },
  ],
};

const actions = {
  list: jest.fn(),
  ask: jest.fn(),
  answer: jest.fn(),
  edit: jest.fn(),
  remove: jest.fn(),
  meToo: jest.fn(),
  accept: jest.fn(),
  report: jest.fn(),
} satisfies Record<keyof CommunityActions, jest.Mock>;

function renderQuestions(
  locale: Locale = 'en',
  list: QuestionView[] = [question],
  next: string | null = null,
) {
  render(
    <ClassQuestions
      courseId="course-1"
      classId="class-1"
      initial={{ questions: list, next }}
      hasVideo={false}
      guidelineHref="/home/community/guideline"
      newTabText="(opens in a new tab)"
      actions={actions as unknown as CommunityActions}
    />,
    { wrapper: inLanguage(locale, ['community']) },
  );
}

afterEach(() => jest.clearAllMocks());

describe('ClassQuestions', () => {
  it('shows the section with its question, the Coach badge and "edited"', () => {
    renderQuestions();
    expect(screen.getByRole('heading', { name: 'Questions' })).toBeTruthy();
    expect(screen.getByLabelText('Your question')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post question' })).toBeTruthy();
    expect(screen.getByText('Where is the stop?')).toBeTruthy();
    expect(screen.getByText('Coach')).toBeTruthy();
    expect(screen.getByText('(edited)')).toBeTruthy();
    // In a new tab: a question being typed stays in its box.
    const guideline = screen.getByRole('link', {
      name: 'Community guideline (opens in a new tab)',
    });
    expect(guideline.getAttribute('href')).toBe('/home/community/guideline');
    expect(guideline.getAttribute('target')).toBe('_blank');
  });

  it('refuses an empty question without calling the server', async () => {
    renderQuestions();
    await userEvent.click(screen.getByRole('button', { name: 'Post question' }));
    expect(screen.getByRole('alert').textContent).toBe('Write something first.');
    expect(screen.getByLabelText('Your question')).toHaveAccessibleDescription(
      '0 / 2,000 characters Write something first.',
    );
    expect(actions.ask).not.toHaveBeenCalled();
  });

  it('posts a question and lists it first', async () => {
    actions.ask.mockResolvedValue({
      ok: true,
      data: { ...question, id: 'n'.repeat(20), html: '<p>New one</p>', answers: [] },
    });
    renderQuestions('en', []);
    await userEvent.type(screen.getByLabelText('Your question'), 'New one');
    await userEvent.click(screen.getByRole('button', { name: 'Post question' }));
    expect(actions.ask).toHaveBeenCalledWith({
      courseId: 'course-1',
      classId: 'class-1',
      seconds: null,
      body: 'New one',
    });
    expect(await screen.findByText('New one')).toBeTruthy();
  });

  it('opens Your answer with Post answer, and adds the answer', async () => {
    actions.answer.mockResolvedValue({
      ok: true,
      data: { ...question.answers[0]!, id: 'b'.repeat(20), html: '<p>Mine</p>', coach: false },
    });
    renderQuestions();
    await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
    await userEvent.type(screen.getByLabelText('Your answer'), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(actions.answer).toHaveBeenCalledWith({ threadId: question.id, body: 'Mine' });
    expect(await screen.findByText('Mine')).toBeTruthy();
    expect(screen.getByText('2 answers')).toBeTruthy();
  });

  it('counts from the server’s number, not the answers loaded: 45 + 1, then - 1', async () => {
    actions.answer.mockResolvedValue({
      ok: true,
      data: { ...question.answers[0]!, id: 'c'.repeat(20), html: '<p>Mine</p>', mine: true },
    });
    actions.remove.mockResolvedValue({ ok: true, data: null });
    // The section loads at most 30 answers of a question; the count is of all of them.
    renderQuestions('en', [{ ...question, mine: false, answerCount: 45 }]);
    expect(screen.getByText('45 answers')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
    await userEvent.type(screen.getByLabelText('Your answer'), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(await screen.findByText('46 answers')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('45 answers')).toBeTruthy();
  });

  it('tells the server’s refusal, such as too many posts', async () => {
    actions.answer.mockResolvedValue({ ok: false, error: 'Too many' });
    renderQuestions();
    await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
    await userEvent.type(screen.getByLabelText('Your answer'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Post answer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many');
  });

  it('reports another member’s answer with a reason', async () => {
    actions.report.mockResolvedValue({ ok: true, data: null });
    renderQuestions();
    const answer = screen.getByText('Below the retest low.').closest('li')!;
    await userEvent.click(within(answer).getByRole('button', { name: 'Report' }));
    await userEvent.selectOptions(
      within(answer).getByLabelText('Why are you reporting this post?'),
      'signal',
    );
    await userEvent.click(within(answer).getByRole('button', { name: 'Send report' }));
    expect(actions.report).toHaveBeenCalledWith({
      threadId: question.id,
      answerId: 'a'.repeat(20),
      reason: 'signal',
    });
  });

  it('moves the focus with the question’s tools: Delete, Cancel, Edit, and a delete', async () => {
    actions.remove.mockResolvedValue({ ok: true, data: null });
    renderQuestions();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Yes, delete' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Edit' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByText('Where is the stop?')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Questions' })).toHaveFocus();
  });

  it('moves the focus with Report, its Cancel and its sending', async () => {
    actions.report.mockResolvedValue({ ok: true, data: null });
    renderQuestions();
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByLabelText('Why are you reporting this post?')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Report' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveFocus();
  });

  it('gives the focus to the answers’ count once the member’s answer is deleted', async () => {
    actions.remove.mockResolvedValue({ ok: true, data: null });
    const mine = { ...question.answers[0]!, mine: true, body: 'Below the retest low.' };
    renderQuestions('en', [{ ...question, mine: false, answers: [mine] }]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.getByText('No answers yet')).toHaveFocus());
  });

  it('adds a me too, and only the asker may mark an answer', async () => {
    actions.meToo.mockResolvedValue({ ok: true, data: { meToo: 3, mine: true } });
    actions.accept.mockResolvedValue({ ok: true, data: null });
    renderQuestions('en', [{ ...question, mine: false }]);
    await userEvent.click(screen.getByRole('button', { name: 'Me too (2)' }));
    expect(await screen.findByRole('button', { name: 'Me too (3)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'This helped' })).toBeNull();
  });

  it('the asker marks the answer that helped, and a refusal leaves it unmarked', async () => {
    actions.accept.mockResolvedValueOnce({ ok: false, error: 'No' });
    actions.accept.mockResolvedValueOnce({ ok: true, data: null });
    renderQuestions();
    await userEvent.click(screen.getByRole('button', { name: 'This helped' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No');
    expect(screen.queryByText('Helped the asker')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'This helped' }));
    expect(await screen.findByText('Helped the asker')).toBeTruthy();
    expect(actions.accept).toHaveBeenLastCalledWith({
      threadId: question.id,
      answerId: 'a'.repeat(20),
    });
  });

  it('reads the most asked when first asked for, and shows them', async () => {
    const popular = { ...question, id: 'p'.repeat(20), html: '<p>Popular one</p>', answers: [] };
    actions.list.mockResolvedValue({ ok: true, data: { questions: [popular], next: null } });
    renderQuestions();
    expect(screen.queryByText('Popular one')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Most asked' }));
    expect(await screen.findByText('Popular one')).toBeTruthy();
    expect(screen.queryByText('Where is the stop?')).toBeNull();
    expect(actions.list).toHaveBeenCalledWith({
      courseId: 'course-1',
      classId: 'class-1',
      order: 'mostAsked',
      after: null,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Newest' }));
    await userEvent.click(screen.getByRole('button', { name: 'Most asked' }));
    expect(actions.list).toHaveBeenCalledTimes(1);
  });

  it('adds the next page of the newest after the first, then has no more to read', async () => {
    const older = { ...question, id: 'o'.repeat(20), html: '<p>Older one</p>', answers: [] };
    actions.list.mockResolvedValue({ ok: true, data: { questions: [older], next: null } });
    renderQuestions('en', [question], '1764000000000.1');
    await userEvent.click(screen.getByRole('button', { name: 'More questions' }));
    expect(await screen.findByText('Older one')).toBeTruthy();
    expect(screen.getByText('Where is the stop?')).toBeTruthy();
    expect(actions.list).toHaveBeenCalledWith({
      courseId: 'course-1',
      classId: 'class-1',
      order: 'newest',
      after: '1764000000000.1',
    });
    expect(screen.queryByRole('button', { name: 'More questions' })).toBeNull();
  });

  it('tells a failed page read', async () => {
    actions.list.mockResolvedValue({ ok: false, error: 'Something went wrong. Please try again.' });
    renderQuestions('en', [question], '1764000000000.1');
    await userEvent.click(screen.getByRole('button', { name: 'More questions' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it.each([
    ['ms', 'Soalan', 'Mentor', 'Hantar soalan'],
    ['zh', '提问', '导师', '发布问题'],
  ] as const)('is in %s too', (locale, heading, coach, post) => {
    renderQuestions(locale);
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText(coach)).toBeTruthy();
    expect(screen.getByRole('button', { name: post })).toBeTruthy();
  });
});
