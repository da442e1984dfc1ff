/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { aClass, aCourse } from '@/lib/content/__tests__/fixtures';
import { formatOpening } from '@/lib/grants/client';
import { ClassList } from '../class-list';
import { renderIn } from './intl';

const course = aCourse({
  id: 'course-candles',
  classes: [
    aClass({ id: 'candles-2', title: 'Anatomy of a Candle', order: 1 }),
    aClass({ id: 'candles-3', title: null, order: 2 }),
    aClass({ id: 'candles-1', title: 'Context Beats Pattern Names', order: 3 }),
  ],
});

describe('ClassList', () => {
  it("lists the course's classes in order, each linking to its place in /home", () => {
    renderIn(
      <ClassList locale="en" course={course} selectedId={null} completedClassIds={new Set()} />,
    );
    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Anatomy of a Candle', '/home?course=course-candles&class=candles-2'],
      ['Untitled Class', '/home?course=course-candles&class=candles-3'],
      ['Context Beats Pattern Names', '/home?course=course-candles&class=candles-1'],
    ]);
  });

  it('marks the selected class as the current page and each class as completed or not', () => {
    renderIn(
      <ClassList
        locale="en"
        course={course}
        selectedId="candles-3"
        completedClassIds={new Set(['candles-1'])}
      />,
    );
    expect(screen.getByRole('link', { name: 'Untitled Class' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Anatomy of a Candle' })).not.toHaveAttribute(
      'aria-current',
    );
    const marks = within(screen.getByRole('list'))
      .getAllByRole('img')
      .map((mark) => mark.getAttribute('aria-label'));
    expect(marks).toEqual(['Not completed', 'Not completed', 'Completed']);
  });

  it('closes to the course list while keeping the course in the URL', () => {
    renderIn(
      <ClassList locale="en" course={course} selectedId={null} completedClassIds={new Set()} />,
    );
    expect(screen.getByRole('link', { name: 'Close class list' })).toHaveAttribute(
      'href',
      '/home?course=course-candles&sidebar=courses',
    );
  });

  it('says so when the course has no classes', () => {
    renderIn(
      <ClassList
        locale="en"
        course={aCourse({ id: 'course-empty' })}
        selectedId={null}
        completedClassIds={new Set()}
      />,
    );
    expect(screen.getByText('This course has no classes yet.')).toBeVisible();
    expect(within(screen.getByRole('list')).queryAllByRole('link')).toHaveLength(0);
  });

  it("shows a locked class with a lock and when it opens, in the browser's time zone", () => {
    const opensAt = Date.UTC(2026, 11, 3, 23, 30);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    renderIn(
      <ClassList
        locale="en"
        course={aCourse({
          id: 'course-drip',
          classes: [
            aClass({ id: 'open', title: 'Open' }),
            aClass({ id: 'later', title: 'Later', opensAt }),
          ],
        })}
        selectedId={null}
        completedClassIds={new Set()}
      />,
    );
    const locked = screen.getByRole('link', { name: /^Later/ });
    expect(locked).toHaveTextContent(`Later🔒Locked · opens ${formatOpening(opensAt, zone)}`);
    expect(within(locked).getByText(formatOpening(opensAt, zone))).toHaveAttribute(
      'datetime',
      '2026-12-03T23:30:00.000Z',
    );
    expect(screen.getByRole('link', { name: 'Open' })).not.toHaveTextContent('Locked');
  });
});
