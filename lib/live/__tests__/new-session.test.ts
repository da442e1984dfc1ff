import { liveSessionDoc, liveSessionOf, newLiveSession } from '../types';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const fields = {
  id: 's1',
  title: 'Weekly review',
  startsAt: NOW + 3_600_000,
  durationMinutes: 45,
};

describe('newLiveSession', () => {
  it('gives a new session its defaults: scheduled, sequence 0, no recording or series, every member', () => {
    expect(newLiveSession(fields, NOW)).toEqual({
      ...fields,
      description: '',
      timeZone: 'UTC',
      joinUrl: '',
      courseIds: [],
      status: 'scheduled',
      sequence: 0,
      recordingVideoId: null,
      seriesId: null,
      createdAt: NOW,
      updatedAt: NOW,
    });
  });

  it('keeps what the caller gives over the defaults', () => {
    const session = newLiveSession(
      { ...fields, courseIds: ['a'], sequence: 3, seriesId: 'x' },
      NOW,
    );
    expect(session).toMatchObject({ courseIds: ['a'], sequence: 3, seriesId: 'x' });
  });

  it('stores as a document without the id, which reads back as the same session', () => {
    const session = newLiveSession({ ...fields, joinUrl: 'https://meet.example.com/w' }, NOW);
    const doc = liveSessionDoc(session);
    expect(doc).not.toHaveProperty('id');
    expect(liveSessionOf('s1', doc)).toEqual({ ...session, translations: {} });
  });
});
