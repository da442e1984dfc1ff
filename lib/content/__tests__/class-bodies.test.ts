import type { Catalog, ClassBody } from '../types';

// Next's data cache is the framework's; here each call goes straight to its miss handler,
// so every body read below is a miss and shows what a miss costs in Contentful reads.
jest.mock('next/cache', () => ({ unstable_cache: (work: unknown) => work }));
jest.mock('../queries', () => ({ fetchCatalog: jest.fn(), fetchClassBodies: jest.fn() }));

const bodyOf = (text: string) =>
  ({
    nodeType: 'document',
    data: {},
    content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text }] }],
  }) as unknown as ClassBody;

/** The process-wide store of bulk body reads that every copy of the module shares. */
const forgetSharedBodies = () => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('apex.content.classBodies')];
};

/**
 * A copy of the content module, with its Contentful reads mocked: what one of Next's bundles
 * (a page, a route handler) loads. Copies made in one test share the process's body reads.
 */
async function freshContent() {
  let loaded!: { content: typeof import('..'); queries: typeof import('../queries') };
  await jest.isolateModulesAsync(async () => {
    loaded = { content: await import('..'), queries: await import('../queries') };
  });
  return loaded;
}

describe('class bodies', () => {
  beforeEach(forgetSharedBodies);

  it('the first views of many classes share one bulk read; an unknown class reads null', async () => {
    const { content, queries } = await freshContent();
    const catalog: Catalog = { courses: [], fetchedAt: 1 };
    jest.mocked(queries.fetchCatalog).mockResolvedValue(catalog);
    const bodies = new Map([
      ['class-a', bodyOf('A')],
      ['class-b', bodyOf('B')],
      ['class-c', null],
    ]);
    jest.mocked(queries.fetchClassBodies).mockResolvedValue(bodies);

    await content.loadCatalog();
    const read = await Promise.all(
      ['class-a', 'class-b', 'class-c', 'no-such-class'].map((id) =>
        content.getClassBodyOrNull(id, '/home'),
      ),
    );
    expect(read).toEqual([bodyOf('A'), bodyOf('B'), null, null]);
    expect(await content.getClassBodyOrNull('class-b', '/home')).toEqual(bodyOf('B'));
    expect(queries.fetchClassBodies).toHaveBeenCalledTimes(1);
  });

  it('a catalog read without a content version (an old cached copy) makes the next miss read the bodies anew', async () => {
    const { content, queries } = await freshContent();
    jest
      .mocked(queries.fetchCatalog)
      .mockResolvedValueOnce({ courses: [], fetchedAt: 1 })
      .mockResolvedValueOnce({ courses: [], fetchedAt: 2 });
    jest
      .mocked(queries.fetchClassBodies)
      .mockResolvedValueOnce(new Map([['class-a', bodyOf('before')]]))
      .mockResolvedValueOnce(new Map([['class-a', bodyOf('after')]]));

    await content.loadCatalog();
    expect(await content.getClassBodyOrNull('class-a', '/home')).toEqual(bodyOf('before'));
    await content.loadCatalog();
    expect(await content.getClassBodyOrNull('class-a', '/home')).toEqual(bodyOf('after'));
    expect(queries.fetchClassBodies).toHaveBeenCalledTimes(2);
  });

  it('keeps one catalog and one bulk body read per language; a read in one language is not another’s', async () => {
    const { content, queries } = await freshContent();
    jest
      .mocked(queries.fetchCatalog)
      .mockImplementation(async (locale = 'en') => ({ courses: [], fetchedAt: locale.length }));
    jest
      .mocked(queries.fetchClassBodies)
      .mockImplementation(async (locale = 'en') => new Map([['class-a', bodyOf(locale)]]));

    await Promise.all([
      content.loadCatalog(),
      content.loadCatalog('ms'),
      content.loadCatalog('zh'),
    ]);
    expect(jest.mocked(queries.fetchCatalog).mock.calls.map(([locale]) => locale)).toEqual([
      'en',
      'ms',
      'zh',
    ]);
    expect(await content.getClassBodyOrNull('class-a', '/home', 'zh')).toEqual(bodyOf('zh'));
    expect(await content.getClassBodyOrNull('class-a', '/home')).toEqual(bodyOf('en'));
    expect(await content.getClassBodyOrNull('class-a', '/home', 'ms')).toEqual(bodyOf('ms'));
    expect(await content.getClassBodyOrNull('class-a', '/home', 'zh')).toEqual(bodyOf('zh'));
    expect(jest.mocked(queries.fetchClassBodies).mock.calls.map(([locale]) => locale)).toEqual([
      'zh',
      'en',
      'ms',
    ]);
  });

  it('a publish (a new content version) reads the bodies anew; a refresh of the same content does not', async () => {
    const { content, queries } = await freshContent();
    jest
      .mocked(queries.fetchCatalog)
      .mockResolvedValueOnce({ courses: [], fetchedAt: 1, version: 'v1' })
      .mockResolvedValueOnce({ courses: [], fetchedAt: 2, version: 'v1' })
      .mockResolvedValueOnce({ courses: [], fetchedAt: 3, version: 'v2' });
    jest
      .mocked(queries.fetchClassBodies)
      .mockResolvedValueOnce(new Map([['class-a', bodyOf('before')]]))
      .mockResolvedValueOnce(new Map([['class-a', bodyOf('after')]]));

    for (const expected of ['before', 'before', 'after']) {
      const catalog = await content.loadCatalog();
      expect((await content.loadClassBodies('en', catalog)).get('class-a')).toEqual(
        bodyOf(expected),
      );
    }
    expect(queries.fetchClassBodies).toHaveBeenCalledTimes(2);
  });

  it('the bodies the search read after a publish, in whichever bundle, are the ones a page reuses', async () => {
    // The index's builder is made by the first bundle that loads lib/search (the start-up
    // hook); after a publish the webhook's bundle hands it the new catalog.
    const [startUp, webhook, page] = [
      await freshContent(),
      await freshContent(),
      await freshContent(),
    ];
    const before: Catalog = { courses: [], fetchedAt: 1, version: 'v1' };
    const after: Catalog = { courses: [], fetchedAt: 2, version: 'v2' };
    for (const { queries } of [startUp, webhook, page]) {
      jest.mocked(queries.fetchCatalog).mockResolvedValue(after);
    }
    jest
      .mocked(startUp.queries.fetchClassBodies)
      .mockResolvedValueOnce(new Map([['class-a', bodyOf('before')]]))
      .mockResolvedValueOnce(new Map([['class-a', bodyOf('published')]]));

    await startUp.content.loadClassBodies('en', before);
    const published = await webhook.content.loadCatalog();
    expect((await startUp.content.loadClassBodies('en', published)).get('class-a')).toEqual(
      bodyOf('published'),
    );
    await page.content.loadCatalog();
    expect(await page.content.getClassBodyOrNull('class-a', '/home')).toEqual(bodyOf('published'));
    expect(startUp.queries.fetchClassBodies).toHaveBeenCalledTimes(2);
    expect(page.queries.fetchClassBodies).not.toHaveBeenCalled();
  });
});
