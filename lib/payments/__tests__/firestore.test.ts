import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { expireAccessTags } from '../../members';
import { once } from '../firestore';

const mockRunTransaction = jest.fn();
jest.mock('../../firebase', () => ({
  adminDb: () => ({ runTransaction: (...args: unknown[]) => mockRunTransaction(...args) }),
}));
jest.mock('../../members', () => ({ expireAccessTags: jest.fn() }));

type Callback = (transaction: Transaction) => Promise<unknown>;

/** A transaction whose read of the event's record finds it recorded or not. */
const finding = (recorded: boolean) =>
  ({
    get: async () => ({ exists: recorded, data: () => (recorded ? { first: true } : undefined) }),
  }) as unknown as Transaction;

const record = {
  get: async () => ({ data: () => ({ first: true }) }),
} as unknown as DocumentReference;

const expired = () => jest.mocked(expireAccessTags).mock.calls.flatMap(([tags]) => [...tags]);

beforeEach(() => {
  mockRunTransaction.mockReset();
  jest.mocked(expireAccessTags).mockReset();
});

it("expires the committed attempt's tags once, after the commit, though the work ran twice", async () => {
  const events: string[] = [];
  jest
    .mocked(expireAccessTags)
    .mockImplementation((tags) => void events.push(`expire ${tags.join()}`));
  // Firestore retries a contended transaction: the callback runs again, the first attempt aborts.
  mockRunTransaction.mockImplementation(async (callback: Callback) => {
    await callback(finding(false));
    events.push('abort');
    const committed = await callback(finding(false));
    events.push('commit');
    return committed;
  });
  let attempt = 0;
  const result = await once(
    record,
    async () => {
      attempt += 1;
      events.push(`work ${attempt}`);
      return { result: `applied ${attempt}`, tags: [`tag-${attempt}`] };
    },
    () => 'duplicate',
  );
  expect(result).toBe('applied 2');
  expect(events).toEqual(['work 1', 'abort', 'work 2', 'commit', 'expire tag-2']);
});

it('expires nothing for an event already recorded', async () => {
  mockRunTransaction.mockImplementation((callback: Callback) => callback(finding(true)));
  const work = jest.fn();
  const duplicate = jest.fn(() => 'duplicate');
  expect(await once(record, work, duplicate)).toBe('duplicate');
  expect(work).not.toHaveBeenCalled();
  expect(duplicate).toHaveBeenCalledWith({ first: true });
  expect(expired()).toEqual([]);
});

it('expires nothing when the commit fails, or loses the race to record the event', async () => {
  const work = async () => ({ result: 'applied', tags: ['tag'] });
  mockRunTransaction.mockImplementation(async (callback: Callback) => {
    await callback(finding(false));
    throw Object.assign(new Error('ALREADY_EXISTS'), { code: 6 });
  });
  expect(await once(record, work, () => 'duplicate')).toBe('duplicate');
  mockRunTransaction.mockImplementation(async (callback: Callback) => {
    await callback(finding(false));
    throw new Error('UNAVAILABLE');
  });
  await expect(once(record, work, () => 'duplicate')).rejects.toThrow('UNAVAILABLE');
  expect(expired()).toEqual([]);
});
