import { randomBytes, randomUUID } from 'node:crypto';
import { Query } from 'firebase-admin/firestore';
import { parseIcs, propertyOf } from '@/dev/test-run/ics';
import { feedNameOf, resetCalendarFeed } from '@/lib/calendar';
import { adminDb } from '@/lib/firebase';
import type { Locale } from '@/lib/i18n';
import { GET } from '../calendar/[token]/route';

/**
 * The private calendar feed against the running stack (its Firestore, the test run's Redis
 * for the limits), as a calendar service fetches it: many members' feeds from one of its few
 * addresses, behind one trusted proxy. Next's data cache is modelled as one store that keeps
 * what a read returns (an unknown token's lookup throws, so it is never kept).
 */
jest.setTimeout(120_000);

const cache = new Map<string, unknown>();
jest.mock('next/cache', () => ({
  revalidateTag: jest.fn(),
  updateTag: jest.fn(),
  unstable_cache: (work: () => Promise<unknown>, keys: string[]) => async () => {
    const key = keys.join('/');
    if (!cache.has(key)) cache.set(key, await work());
    return cache.get(key);
  },
}));
// One proxy in front, as hosted: X-Forwarded-For's last entry names the client.
jest.mock('@/lib/env', () => {
  const actual = jest.requireActual('@/lib/env');
  return { ...actual, getServerEnv: () => ({ ...actual.getServerEnv(), TRUSTED_PROXY_HOPS: 1 }) };
});

/** Every query of the members' records: a feed's owner is looked up by one. */
let memberQueries = 0;
const query = Query.prototype.get;
jest.spyOn(Query.prototype, 'get').mockImplementation(function (this: Query) {
  const { collectionId } = (this as unknown as { _queryOptions: { collectionId: string } })
    ._queryOptions;
  if (collectionId === 'users') memberQueries++;
  return query.call(this);
});

const LANGUAGES: Locale[] = ['en', 'ms', 'zh'];
type Member = { token: string; language: Locale };

async function subscribedMember(language: Locale): Promise<Member> {
  const email = `feed-limit-${randomUUID().slice(0, 8)}@example.com`;
  await adminDb()
    .doc(`users/${email}`)
    .set({ courses: ['course-risk-management'], language });
  return { token: await resetCalendarFeed(email), language };
}

/** A token in the feed's format that nobody holds. */
const unknownToken = () => randomBytes(32).toString('base64url');
/** An address of its own per test, so no test spends another's limit. */
const newAddress = () => `10.${[...randomBytes(3)].join('.')}`;

const fetchFeed = (token: string, address: string) =>
  GET(
    new Request(`http://localhost/api/calendar/${token}.ics`, {
      headers: { 'x-forwarded-for': address },
    }),
    { params: Promise.resolve({ token: `${token}.ics` }) },
  );

/** The member's own calendar: a 200 named in their language. */
async function expectCalendarOf(response: Response, member: Member) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const calendar = parseIcs(await response.text());
  expect(calendar.type).toBe('VCALENDAR');
  expect(propertyOf(calendar, 'X-WR-CALNAME')?.value).toBe(feedNameOf(member.language));
}

const members: Member[] = [];
beforeAll(async () => {
  for (let i = 0; i < 100; i += 10)
    members.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, j) => subscribedMember(LANGUAGES[(i + j) % 3]!)),
      )),
    );
});

describe('GET /api/calendar/<token>.ics from one calendar service address', () => {
  it("answers every member's feed, however many members it fetches for", async () => {
    const service = newAddress();
    for (const member of members)
      await expectCalendarOf(await fetchFeed(member.token, service), member);
  });

  it('refuses an address that tried too many unknown tokens, before any read, for any token', async () => {
    const prober = newAddress();
    // Known feeds between the misses count against no address.
    for (let i = 0; i < 60; i++) {
      await expectCalendarOf(await fetchFeed(members[i]!.token, prober), members[i]!);
      expect((await fetchFeed(unknownToken(), prober)).status).toBe(404);
    }
    // A known token nobody has fetched yet: answering it would take a read.
    const fresh = await subscribedMember('ms');
    const before = memberQueries;
    for (const token of [fresh.token, unknownToken(), members[0]!.token]) {
      const refused = await fetchFeed(token, prober);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('600');
    }
    expect(memberQueries).toBe(before);

    // Another address is not held by the first one's misses.
    const other = newAddress();
    await expectCalendarOf(await fetchFeed(fresh.token, other), fresh);
    expect((await fetchFeed(unknownToken(), other)).status).toBe(404);
  });
});
