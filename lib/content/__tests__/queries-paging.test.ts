import { contentfulClient } from '../contentful';
import {
  CATALOG_PAGE_SIZE,
  CLASS_BODY_PAGE_SIZE,
  fetchCatalog,
  fetchClassBodies,
} from '../queries';

// The delivery client is the edge of this unit: the test sees which requests it is asked for.
jest.mock('../contentful', () => ({ contentfulClient: jest.fn() }));

const course = (id: string) => ({ sys: { id }, fields: { title: id } });

describe('fetchCatalog paging', () => {
  it('reads every page in a stable order until the total is reached', async () => {
    const total = CATALOG_PAGE_SIZE * 2 + 3;
    const all = Array.from({ length: total }, (_, i) => course(`course-${i}`));
    const getEntries = jest.fn(async (query: { skip: number; limit: number }) => ({
      items: all.slice(query.skip, query.skip + query.limit),
      total,
    }));
    jest.mocked(contentfulClient).mockReturnValue({ getEntries } as never);

    const catalog = await fetchCatalog();

    expect(catalog.courses.map((c) => c.id)).toEqual(all.map((c) => c.sys.id));
    const queries = getEntries.mock.calls.map(([query]) => query);
    expect(queries.map((q) => q.skip)).toEqual([0, CATALOG_PAGE_SIZE, CATALOG_PAGE_SIZE * 2]);
    expect(queries[0]).toMatchObject({ content_type: 'course', order: ['sys.id'], include: 2 });
  });

  it('asks once for an empty space', async () => {
    const getEntries = jest.fn(async () => ({ items: [], total: 0 }));
    jest.mocked(contentfulClient).mockReturnValue({ getEntries } as never);
    expect((await fetchCatalog()).courses).toEqual([]);
    expect(getEntries).toHaveBeenCalledTimes(1);
  });
});

const classWithText = (id: string) => ({
  sys: { id, type: 'Entry' },
  fields: {
    content: {
      nodeType: 'document',
      data: {},
      content: [
        {
          nodeType: 'paragraph',
          data: {},
          content: [{ nodeType: 'text', value: id, marks: [], data: {} }],
        },
      ],
    },
  },
});

describe('fetchClassBodies paging', () => {
  it("reads every page of classes, only their text, and maps each class's body by id", async () => {
    const total = CLASS_BODY_PAGE_SIZE + 2;
    const all = Array.from({ length: total }, (_, i) => classWithText(`class-${i}`));
    const getEntries = jest.fn(async (query: { skip: number; limit: number }) => ({
      items: all.slice(query.skip, query.skip + query.limit),
      total,
    }));
    jest.mocked(contentfulClient).mockReturnValue({ getEntries } as never);

    const bodies = await fetchClassBodies();

    expect([...bodies.keys()]).toEqual(all.map((c) => c.sys.id));
    const last = bodies.get(`class-${total - 1}`);
    expect(JSON.stringify(last)).toContain(`"value":"class-${total - 1}"`);
    expect(bodies.get('no-such-class')).toBeUndefined();
    const queries = getEntries.mock.calls.map(([query]) => query);
    expect(queries.map((q) => q.skip)).toEqual([0, CLASS_BODY_PAGE_SIZE]);
    expect(queries[0]).toMatchObject({
      content_type: 'class',
      include: 1,
      order: ['sys.id'],
      select: ['sys', 'fields.content'],
      limit: CLASS_BODY_PAGE_SIZE,
    });
  });
});

describe('the language of a read', () => {
  it("asks Contentful in the Contentful locale of the app's language, every page", async () => {
    const getEntries = jest.fn(async (query: { skip: number }) => ({
      items:
        query.skip === 0
          ? Array.from({ length: CATALOG_PAGE_SIZE }, (_, i) => course(`c${i}`))
          : [],
      total: CATALOG_PAGE_SIZE + 1,
    }));
    jest.mocked(contentfulClient).mockReturnValue({ getEntries } as never);

    await fetchCatalog('ms');
    await fetchCatalog();
    await fetchClassBodies('zh');

    expect(getEntries.mock.calls.map(([query]) => (query as { locale?: string }).locale)).toEqual([
      'ms-MY',
      'ms-MY',
      'en-US',
      'en-US',
      'zh-Hans',
      'zh-Hans',
    ]);
  });
});
