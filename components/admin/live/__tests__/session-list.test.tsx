/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { LiveSession } from '@/lib/live/client';
import { LiveSessionList } from '../session-list';

const session = (id: string, fields: Partial<LiveSession> = {}): LiveSession => ({
  id,
  title: `Session ${id}`,
  description: '',
  startsAt: Date.parse('2026-12-01T14:00:00Z'),
  durationMinutes: 60,
  timeZone: 'UTC',
  joinUrl: `https://meet.example.com/${id}`,
  courseIds: [],
  status: 'scheduled',
  sequence: 0,
  recordingVideoId: null,
  seriesId: null,
  createdAt: 0,
  updatedAt: 0,
  ...fields,
});

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
