/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { aClass, aCourse } from '@/lib/content/__tests__/fixtures';
import { UNCATEGORIZED } from '@/lib/content/reshape';
import { CourseList } from '../course-list';
import { renderIn } from './intl';

// The refresh button calls a server action; its own behaviour is not this list's.
jest.mock('../refresh-button', () => ({
  RefreshButton: () => <button type="button">Refresh courses</button>,
}));

const noRefresh = async () => ({ ok: true as const, data: null });

const foundations = { id: 'cat-foundations', name: 'Trading Foundations', order: 1 };
const risk = { id: 'cat-risk', name: 'Risk & Psychology', order: 2 };
const basics = aCourse({
  id: 'course-basics',
  title: 'How Markets Move',
  category: foundations,
  classes: [aClass({ id: 'basics-1' }), aClass({ id: 'basics-2' })],
});
const untitled = aCourse({ id: 'course-untitled', title: null, category: foundations });
const rules = aCourse({
  id: 'course-rules',
  title: 'Risk Management Rules',
  category: risk,
  classes: [aClass({ id: 'rules-1' })],
});
const groups = [
  { category: foundations, courses: [basics, untitled] },
  { category: risk, courses: [rules] },
];

describe('CourseList', () => {
  it.each([
    ['en', 'Uncategorized'],
    ['ms', 'Tanpa kategori'],
    ['zh', '未分类'],
  ] as const)('names the courses without a category in %s', (locale, heading) => {
    const loose = aCourse({ id: 'course-loose', title: 'Loose', category: UNCATEGORIZED });
    renderIn(
      <CourseList
        locale={locale}
        refresh={noRefresh}
        groups={[{ category: UNCATEGORIZED, courses: [loose] }]}
        selectedId={null}
        completedClassIds={new Set()}
      />,
    );
    expect(screen.getByRole('region', { name: heading })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(heading);
  });

  it('lists the courses under their category headings, in the given order', () => {
    renderIn(
      <CourseList
        locale="en"
        refresh={noRefresh}
        groups={groups}
        selectedId={null}
        completedClassIds={new Set()}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Courses' });
    const sections = within(nav).getAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Trading Foundations',
      'Risk & Psychology',
    ]);
    const first = within(sections[0]!);
    expect(first.getByRole('heading', { level: 3 })).toHaveTextContent('Trading Foundations');
    expect(first.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'How Markets Move',
      'Untitled Course',
    ]);
    expect(within(sections[1]!).getByRole('link')).toHaveTextContent('Risk Management Rules');
  });

  it('links every course to its place in /home and marks the selected one as the current page', () => {
    renderIn(
      <CourseList
        locale="en"
        refresh={noRefresh}
        groups={groups}
        selectedId="course-rules"
        completedClassIds={new Set()}
      />,
    );
    expect(screen.getByRole('link', { name: 'How Markets Move' })).toHaveAttribute(
      'href',
      '/home?course=course-basics',
    );
    expect(screen.getByRole('link', { name: 'Risk Management Rules' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'How Markets Move' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it("shows each course's progress from the member's completed classes, none for a course without classes", () => {
    renderIn(
      <CourseList
        locale="en"
        refresh={noRefresh}
        groups={groups}
        selectedId={null}
        completedClassIds={new Set(['basics-2', 'rules-1', 'elsewhere'])}
      />,
    );
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '1 / 2 classes completed',
      '1 / 1 classes completed',
    ]);
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['50', '100']);
  });

  it('says so when the member has no courses', () => {
    renderIn(
      <CourseList
        locale="en"
        refresh={noRefresh}
        groups={[]}
        selectedId={null}
        completedClassIds={new Set()}
      />,
    );
    expect(screen.getByText('No courses are available to you yet.')).toBeVisible();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
