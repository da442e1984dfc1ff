/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { liveSessionOf } from '@/lib/live/client';
import { LiveSessionList } from '../session-list';

/** A stored session of the fields the list shows; the rest as the store reads them. */
const session = (id: string, fields: Record<string, unknown> = {}) =>
  liveSessionOf(id, {
    title: `Session ${id}`,
    startsAt: Date.parse('2026-12-01T14:00:00Z'),
    durationMinutes: 60,
    joinUrl: `https://meet.example.com/${id}`,
    ...fields,
  })!;

describe('LiveSessionList', () => {
  it('names the list by its title and offers the actions on scheduled sessions only', () => {
    render(
      <LiveSessionList
        id="live-upcoming"
        title="Upcoming"
        sessions={[
          session('a', { courseIds: ['c1', 'gone'] }),
          session('b', { status: 'cancelled' }),
        ]}
        courseTitles={new Map([['c1', 'Course one']])}
        actions={(s) => <button type="button">Act on {s.title}</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Upcoming sessions' });
    const a = within(list).getByRole('article', { name: 'Session a' });
    expect(a).toHaveTextContent('Course one, Unknown course (gone)');
    expect(within(a).getByRole('button', { name: 'Act on Session a' })).toBeInTheDocument();
    const b = within(list).getByRole('article', { name: 'Session b' });
    expect(b).toHaveTextContent('cancelled');
    expect(b).toHaveTextContent('Every member with access');
    expect(within(b).queryByRole('button')).toBeNull();
  });

  it('says when there is none, with the note above', () => {
    render(
      <LiveSessionList
        id="live-past"
        title="Past"
        note="The latest 50, newest first."
        sessions={[]}
        courseTitles={new Map()}
        actions={() => null}
      />,
    );
    expect(screen.getByText('The latest 50, newest first.')).toBeInTheDocument();
    expect(screen.getByText('No past sessions.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
