import { fetchMailAudience, queueMail, withdrawMail } from '../../mail';
import { newLiveSession } from '../client';
import { notifySessionChange } from '../notify';

/**
 * The change notice runs after the change is saved: a failure to read the audience (Firestore
 * or the catalog down) is answered, not thrown, so the console says what happened.
 */
jest.mock('../../mail', () => ({
  ...jest.requireActual('../../mail/client'),
  fetchMailAudience: jest.fn(),
  queueMail: jest.fn(),
  withdrawMail: jest.fn(async () => 0),
}));
jest.mock('../../env', () => ({ getServerEnv: () => ({ SITE_URL: 'https://a.example' }) }));
jest.mock('../../log', () => ({ log: jest.fn() }));

const now = Date.UTC(2026, 11, 4, 12);
const session = newLiveSession(
  {
    id: 'session-1',
    title: 'Gold at the open',
    description: '',
    startsAt: now + 3_600_000,
    durationMinutes: 60,
    joinUrl: 'https://meet.example.com/gold',
    courseIds: ['course-gold'],
  },
  now,
);
const cancelled = { ...session, status: 'cancelled' as const, sequence: 1 };

it('withdraws the unsent mails and answers `unread` when the audience cannot be read', async () => {
  jest.mocked(fetchMailAudience).mockRejectedValueOnce(new Error('DEADLINE_EXCEEDED'));
  await expect(
    notifySessionChange('cancelled', { before: session, after: cancelled }, now),
  ).resolves.toEqual({ told: 0, failed: 0, unread: true });
  expect(withdrawMail).toHaveBeenCalledWith('live:session-1');
  expect(queueMail).not.toHaveBeenCalled();
});
