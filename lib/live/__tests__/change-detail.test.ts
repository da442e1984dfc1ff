import { sessionChangeDetail } from '../change-detail';
import type { LiveSession } from '../types';

const before: LiveSession = {
  id: 's1',
  title: 'Market open',
  description: 'Live analysis.',
  startsAt: Date.parse('2026-12-04T01:00:00Z'),
  durationMinutes: 60,
  timeZone: 'Asia/Kuala_Lumpur',
  joinUrl: 'https://meet.example.com/abc',
  courseIds: ['a'],
  status: 'scheduled',
  sequence: 0,
  recordingVideoId: null,
  seriesId: null,
  createdAt: 0,
  updatedAt: 0,
};
const at = '“Market open” at 2026-12-04 01:00 UTC';

describe('sessionChangeDetail', () => {
  it('names each changed field, old → new', () => {
    expect(
      sessionChangeDetail(before, {
        ...before,
        joinUrl: 'https://meet.example.com/new',
        durationMinutes: 90,
        courseIds: [],
        description: 'Other.',
        translations: { ms: { title: 'Pasaran dibuka' }, zh: { description: '直播' } },
      }),
    ).toBe(
      `${at}: duration 60 → 90 minutes, join link https://meet.example.com/abc → https://meet.example.com/new, ` +
        'audience courses a → every member with access, description, ' +
        'Malay title (none) → “Pasaran dibuka”, Chinese description',
    );
  });

  it('a title and start, a cancellation, a recording, and no change', () => {
    expect(
      sessionChangeDetail(before, {
        ...before,
        title: 'Moved',
        startsAt: before.startsAt + 3_600_000,
      }),
    ).toBe(
      `${at}: title “Market open” → “Moved”, start 2026-12-04 01:00 UTC → 2026-12-04 02:00 UTC`,
    );
    expect(sessionChangeDetail(before, { ...before, status: 'cancelled' })).toBe(
      `${at} → cancelled`,
    );
    expect(sessionChangeDetail(before, { ...before, recordingVideoId: 'dQw4w9WgXcQ' })).toBe(
      `${at}: recording (none) → dQw4w9WgXcQ`,
    );
    expect(sessionChangeDetail(before, { ...before, courseIds: ['a'] })).toBe(
      `${at}: nothing changed`,
    );
  });
});
