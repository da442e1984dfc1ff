import { listEntries } from '../query';
import { failed, fixtureStore, ids, ok, q, scope } from './helpers';

const store = fixtureStore();
const entries = (params: Record<string, string | number> = {}) =>
  listEntries(store, q(params), scope);

describe('listEntries filters', () => {
  // Without `order`, the CDA lists the most recently updated first.
  it('returns only published entries of a content type, newest update first', () => {
    const body = ok(entries({ content_type: 'class' }));
    expect(body).toMatchObject({ sys: { type: 'Array' }, total: 3, skip: 0, limit: 100 });
    expect(ids(body)).toEqual(['class-trends', 'class-candles', 'class-welcome']);
  });

  it('lists every published entry without content_type', () => {
    expect(ok(entries()).total).toBe(8);
  });

  it('filters by sys.id, sys.id[in] and sys.id[nin]', () => {
    expect(ids(ok(entries({ 'sys.id': 'course-charts' })))).toEqual(['course-charts']);
    expect(ids(ok(entries({ 'sys.id[in]': 'course-risk,cat-basics,nope' })))).toEqual([
      'course-risk',
      'cat-basics',
    ]);
    const rest = ok(entries({ content_type: 'course', 'sys.id[nin]': 'course-intro,course-risk' }));
    expect(ids(rest)).toEqual(['course-charts']);
  });

  it('filters by field equality, [in], [exists] and link ids', () => {
    expect(ids(ok(entries({ content_type: 'course', 'fields.order': 2 })))).toEqual([
      'course-charts',
    ]);
    expect(ids(ok(entries({ content_type: 'course', 'fields.title': 'Risk Management' })))).toEqual(
      ['course-risk'],
    );
    const inList = ok(
      entries({ content_type: 'course', 'fields.title[in]': 'Reading Charts,Risk Management' }),
    );
    expect(ids(inList)).toEqual(['course-risk', 'course-charts']);
    const withImage = ok(entries({ content_type: 'course', 'fields.courseImage[exists]': 'true' }));
    expect(ids(withImage)).toEqual(['course-charts', 'course-intro']);
    expect(
      ids(ok(entries({ content_type: 'course', 'fields.courseImage[exists]': 'false' }))),
    ).toEqual(['course-risk']);
    const byCategory = ok(
      entries({ content_type: 'course', 'fields.category.sys.id': 'cat-trading' }),
    );
    expect(ids(byCategory)).toEqual(['course-risk', 'course-charts']);
  });

  it('finds entries linking to an entry', () => {
    expect(ids(ok(entries({ links_to_entry: 'cat-trading' })))).toEqual([
      'course-risk',
      'course-charts',
    ]);
    expect(ids(ok(entries({ links_to_asset: 'pdf-notes' })))).toEqual(['class-welcome']);
  });

  // "When querying entries and using search filters based on fields or ordering by fields
  // you must specify this parameter."
  it('refuses field filters, orders and selects without content_type', () => {
    const fieldQueries: Record<string, string>[] = [
      { 'fields.title': 'Welcome' },
      { order: 'fields.order' },
      { select: 'fields.title' },
    ];
    for (const params of fieldQueries) {
      const body = failed(entries(params), 400);
      expect(body.sys).toEqual({ type: 'Error', id: 'BadRequest' });
      expect(body.message).toMatch(/^A Content Type ID is required\./);
      expect(body.requestId).toBe('req-1');
    }
  });

  it('refuses sys properties and top-level names entries do not have', () => {
    const body = failed(entries({ 'sys.nope': 'x' }), 400);
    expect(body.sys.id).toBe('InvalidQuery');
    expect(body.details?.errors).toEqual([
      { name: 'unknown', path: ['sys', 'nope'], details: 'The path "sys.nope" is not recognized' },
    ]);
    expect(failed(entries({ name: 'x' }), 400).details?.errors?.[0]).toMatchObject({
      path: ['name'],
    });
    expect(failed(entries({ order: 'sys.nope' }), 400).sys.id).toBe('InvalidQuery');
  });

  it('rejects unknown content types, fields and parameters', () => {
    const unknownType = failed(entries({ content_type: 'nope' }), 400);
    expect(unknownType.details?.errors).toEqual([{ name: 'unknownContentType', value: 'nope' }]);
    expect(failed(entries({ content_type: 'course', 'fields.nope': 'x' }), 400).sys.id).toBe(
      'InvalidQuery',
    );
    expect(
      failed(entries({ content_type: 'course', 'fields.internalNotes': 'x' }), 400).sys.id,
    ).toBe('InvalidQuery');
    expect(failed(entries({ bogus: 'x' }), 400).details?.errors?.[0]?.name).toBe('unknown');
  });
});

describe('listEntries order, skip and limit', () => {
  it('orders by fields ascending and descending', () => {
    expect(ids(ok(entries({ content_type: 'course', order: '-fields.order' })))).toEqual([
      'course-risk',
      'course-charts',
      'course-intro',
    ]);
    expect(ids(ok(entries({ content_type: 'course', order: 'fields.title' })))).toEqual([
      'course-intro',
      'course-charts',
      'course-risk',
    ]);
  });

  it('orders by sys.createdAt, sys.id and several keys', () => {
    expect(ids(ok(entries({ content_type: 'category', order: '-sys.createdAt' })))).toEqual([
      'cat-basics',
      'cat-trading',
    ]);
    expect(ids(ok(entries({ content_type: 'category', order: 'sys.id' })))).toEqual([
      'cat-basics',
      'cat-trading',
    ]);
    const classes = ok(entries({ content_type: 'class', order: 'fields.order,-sys.id' }));
    expect(ids(classes)).toEqual(['class-welcome', 'class-trends', 'class-candles']);
  });

  it('breaks ties of a given order newest update first, then by id', () => {
    const byType = ok(entries({ order: 'sys.contentType.sys.id' }));
    expect(ids(byType)).toEqual([
      'cat-basics',
      'cat-trading',
      'class-trends',
      'class-candles',
      'class-welcome',
      'course-risk',
      'course-charts',
      'course-intro',
    ]);
  });

  it('pages over the default order', () => {
    expect(ids(ok(entries({ limit: 2 })))).toEqual(['class-trends', 'class-candles']);
    expect(ids(ok(entries({ skip: 7 })))).toEqual(['cat-trading']);
  });

  it('rejects ordering by fields without content_type and unknown order keys', () => {
    expect(failed(entries({ order: 'fields.order' }), 400).sys.id).toBe('BadRequest');
    expect(failed(entries({ order: 'title' }), 400).sys.id).toBe('InvalidQuery');
  });

  it('pages with skip and limit while reporting the full total', () => {
    const page = ok(entries({ content_type: 'course', order: 'fields.order', skip: 1, limit: 1 }));
    expect(page).toMatchObject({ total: 3, skip: 1, limit: 1 });
    expect(ids(page)).toEqual(['course-charts']);
    expect(ok(entries({ limit: 0 })).items).toEqual([]);
    expect(ok(entries({ limit: 1000 })).limit).toBe(1000);
  });

  it('rejects limits above 1000 and non-numeric paging', () => {
    expect(failed(entries({ limit: 1001 }), 400).details?.errors?.[0]).toMatchObject({
      path: ['limit'],
      max: 1000,
    });
    expect(failed(entries({ limit: 'ten' }), 400).sys.id).toBe('InvalidQuery');
    expect(failed(entries({ skip: -1 }), 400).sys.id).toBe('InvalidQuery');
  });
});

describe('listEntries include', () => {
  const included = (params: Record<string, string | number>) => {
    const body = ok(entries({ content_type: 'course', 'sys.id': 'course-intro', ...params }));
    return { entries: ids(body.includes?.Entry), assets: ids(body.includes?.Asset), body };
  };

  it('includes directly linked entries and assets by default (include=1)', () => {
    const { entries: linked, assets, body } = included({});
    expect(linked.sort()).toEqual(['cat-basics', 'class-candles', 'class-welcome']);
    expect(assets).toContain('img-course');
    expect(body.items[0]?.fields.category).toEqual({
      sys: { type: 'Link', linkType: 'Entry', id: 'cat-basics' },
    });
  });

  it('omits includes for include=0', () => {
    expect(included({ include: 0 }).body.includes).toBeUndefined();
  });

  // "When querying the Content Delivery API for entries which contain links to assets then
  // all assets will be included by default": an included entry brings its assets along.
  it('brings the assets of included entries, rich-text targets too, at include=1', () => {
    const one = included({});
    expect(one.assets.sort()).toEqual(['img-course', 'img-diagram', 'pdf-notes']);
    // class-candles links course-charts, an entry two levels down: not at include=1.
    expect(one.entries).not.toContain('course-charts');
  });

  it('follows entry links one level per include step', () => {
    const two = included({ include: 2 });
    expect(two.entries).toContain('course-charts');
    expect(two.entries).not.toContain('cat-trading');
    expect(included({ include: 3 }).entries).toContain('cat-trading');
  });

  it('never repeats an item inside includes', () => {
    const body = ok(entries({ content_type: 'course', include: 3 }));
    const linked = ids(body.includes?.Entry);
    expect(linked).not.toContain('course-charts');
    expect(new Set(linked).size).toBe(linked.length);
  });

  it('reports links to unpublished entries as notResolvable', () => {
    const body = ok(entries({ 'sys.id': 'course-risk' }));
    expect(body.errors).toEqual([
      {
        sys: { id: 'notResolvable', type: 'error' },
        details: { type: 'Link', linkType: 'Entry', id: 'class-draft' },
      },
    ]);
  });

  it('rejects include outside 0..10', () => {
    expect(failed(entries({ include: 11 }), 400).sys.id).toBe('InvalidQuery');
    expect(failed(entries({ include: -1 }), 400).sys.id).toBe('InvalidQuery');
  });

  it('projects fields with select', () => {
    const body = ok(
      entries({ content_type: 'course', 'sys.id': 'course-charts', select: 'sys.id,fields.title' }),
    );
    expect(body.items[0]).toEqual({
      sys: { id: 'course-charts' },
      fields: { title: 'Reading Charts' },
    });
  });

  it('still includes linked items when select drops sys', () => {
    const body = ok(
      entries({ content_type: 'course', select: 'fields.category', order: 'fields.order' }),
    );
    expect(body.items[0]).toEqual({
      fields: { category: { sys: { type: 'Link', linkType: 'Entry', id: 'cat-basics' } } },
    });
    expect(ids(body.includes?.Entry).sort()).toEqual(['cat-basics', 'cat-trading']);
    expect(failed(entries({ select: 'fields.title' }), 400).sys.id).toBe('BadRequest');
  });
});
