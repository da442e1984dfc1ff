import { contentfulClient } from '../contentful';
import { fetchCatalog } from '../queries';

// The delivery client is the edge of this unit: each test hands it the entries a read returns.
jest.mock('../contentful', () => ({ contentfulClient: jest.fn() }));

type Entry = { sys: { id: string; type: string; revision: number }; fields: object };
const aClass = (id: string, revision = 1, title = id): Entry => ({
  sys: { id, type: 'Entry', revision },
  fields: { title, order: 1 },
});
const aCourse = (classes: Entry[], title = 'Candles', revision = 1) => ({
  sys: { id: 'course-a', type: 'Entry', revision },
  fields: { title, order: 1, classes },
});

async function read(items: unknown[]) {
  const getEntries = jest.fn(async () => ({ items, total: items.length }));
  jest.mocked(contentfulClient).mockReturnValue({ getEntries } as never);
  return fetchCatalog();
}

describe("the catalog's content version", () => {
  it('is the same for two reads of unchanged content, whatever the time of the read', async () => {
    jest.useFakeTimers({ now: 1_000 });
    const first = await read([aCourse([aClass('a1'), aClass('a2')])]);
    jest.setSystemTime(61_000);
    const second = await read([aCourse([aClass('a1'), aClass('a2')])]);
    jest.useRealTimers();
    expect(second.fetchedAt).not.toBe(first.fetchedAt);
    expect(second.version).toEqual(expect.any(String));
    expect(second.version).toBe(first.version);
  });

  it('changes with what the catalog shows: a title, a class more, the order of classes', async () => {
    const base = (await read([aCourse([aClass('a1'), aClass('a2')])])).version;
    const changed = [
      [aCourse([aClass('a1'), aClass('a2', 1, 'Support Zones, revised')])],
      [aCourse([aClass('a1'), aClass('a2')], 'Candles, revised')],
      [aCourse([aClass('a1'), aClass('a2'), aClass('a3')])],
      [aCourse([aClass('a1')])],
    ];
    const versions = new Set([base]);
    for (const items of changed) versions.add((await read(items)).version);
    expect(versions.size).toBe(changed.length + 1);
  });

  it("changes when a class is published again though the catalog's fields are the same (its text changed)", async () => {
    const before = await read([aCourse([aClass('a1'), aClass('a2')])]);
    const after = await read([aCourse([aClass('a1'), aClass('a2', 2)])]);
    expect(after.courses).toEqual(before.courses);
    expect(after.version).not.toBe(before.version);
  });
});
