import { revalidateTag } from 'next/cache';
import { log } from '../../log';
import { accessTags, expireAccessTags, markOutsideNext } from '../access-cache';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.mock('../../log', () => ({ log: jest.fn() }));

beforeEach(() => {
  jest.mocked(revalidateTag).mockReset();
  jest.mocked(log).mockClear();
});

it("names the entry of the member's calendar feed as the record the write read has it", () => {
  expect(accessTags({ calendarFeed: 'abc', courses: [] })).toEqual(['calendar-feed:abc']);
});

it('has nothing to expire for a member without a feed', () => {
  expect(accessTags({ courses: [] })).toEqual([]);
  expect(accessTags({ calendarFeed: '' })).toEqual([]);
  expect(accessTags({ calendarFeed: 42 })).toEqual([]);
  expect(accessTags(undefined)).toEqual([]);
});

it('expires each tag at once, once however often it is given', () => {
  expireAccessTags(['calendar-feed:abc', 'calendar-feed:def', 'calendar-feed:abc']);
  expect(jest.mocked(revalidateTag).mock.calls).toEqual([
    ['calendar-feed:abc', { expire: 0 }],
    ['calendar-feed:def', { expire: 0 }],
  ]);
  expireAccessTags([]);
  expect(revalidateTag).toHaveBeenCalledTimes(2);
});

it('lets the write stand when Next refuses, and says so', () => {
  jest.mocked(revalidateTag).mockImplementation(() => {
    throw new Error('something else');
  });
  expect(() => expireAccessTags(['calendar-feed:abc'])).not.toThrow();
  expect(log).toHaveBeenCalledWith('warn', 'could not expire a calendar feed cache entry', {
    error: expect.any(Error),
  });
});

// Last: the mark holds for the rest of the process, as it does in the CLI.
it('expires nothing, and warns of nothing, once the process said it runs outside Next', () => {
  jest.mocked(revalidateTag).mockImplementation(() => {
    throw new Error('Invariant: outside Next');
  });
  markOutsideNext();
  expireAccessTags(['calendar-feed:abc']);
  expect(revalidateTag).not.toHaveBeenCalled();
  expect(log).not.toHaveBeenCalled();
});
