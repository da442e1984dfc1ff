import { revalidateTag } from 'next/cache';
import { log } from '../../log';
import { expireCachedAccess } from '../access-cache';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.mock('../../log', () => ({ log: jest.fn() }));

const outsideNext = new Error('Invariant: static generation store missing in revalidateTag()');

beforeEach(() => jest.mocked(revalidateTag).mockReset());

it("expires the entry of the member's calendar feed at once", () => {
  expireCachedAccess({ calendarFeed: 'abc', courses: [] });
  expect(revalidateTag).toHaveBeenCalledWith('calendar-feed:abc', { expire: 0 });
});

it('has nothing to expire for a member without a feed', () => {
  expireCachedAccess({ courses: [] });
  expireCachedAccess({ calendarFeed: '' });
  expireCachedAccess(undefined);
  expect(revalidateTag).not.toHaveBeenCalled();
});

it('lets a write outside Next (the CLI) go on, and says when Next refused otherwise', () => {
  jest.mocked(revalidateTag).mockImplementation(() => {
    throw outsideNext;
  });
  expect(() => expireCachedAccess({ calendarFeed: 'abc' })).not.toThrow();
  expect(log).not.toHaveBeenCalled();
  jest.mocked(revalidateTag).mockImplementation(() => {
    throw new Error('something else');
  });
  expect(() => expireCachedAccess({ calendarFeed: 'abc' })).not.toThrow();
  expect(log).toHaveBeenCalledWith('warn', 'could not expire a calendar feed cache entry', {
    error: expect.any(Error),
  });
});
