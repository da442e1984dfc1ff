import {
  BLOCKS,
  INLINES,
  validateRichTextDocument,
  type Document,
} from '@contentful/rich-text-types';
import { YOUTUBE_FORMS, youtubeFormOf, type YoutubeForm } from '../videos';
import {
  collectLinks,
  generateFixture,
  isSorted,
  nodeTypes,
  value,
  type FileValue,
  type Fixture,
} from './fixture';

/** Checks the generated export.json: model, ids, orders, gaps, links and rich text. */
const LATER_CLASSES = new Set(['class-candlesticks-4', 'class-gold-playbook-4']);
let fx: Fixture;
beforeAll(async () => {
  fx = await generateFixture();
}, 60_000);
afterAll(() => fx.cleanup());

describe('demo content export', () => {
  it('has the shape of a contentful space export', () => {
    expect(Object.keys(fx.data)).toEqual([
      'contentTypes',
      'tags',
      'editorInterfaces',
      'entries',
      'assets',
      'locales',
      'webhooks',
      'roles',
    ]);
    expect(fx.data.locales).toEqual([
      expect.objectContaining({
        code: 'en-US',
        default: true,
        fallbackCode: null,
        contentManagementApi: true,
        contentDeliveryApi: true,
        optional: false,
      }),
      ...['ms-MY', 'zh-Hans'].map((code) =>
        expect.objectContaining({
          code,
          default: false,
          fallbackCode: 'en-US',
          contentDeliveryApi: true,
          optional: true,
        }),
      ),
    ]);
    const localizedFields = new Set(
      fx.data.contentTypes.flatMap((t) =>
        t.fields.filter((f) => f.localized).map((f) => `${t.sys.id}.${f.id}`),
      ),
    );
    for (const e of [...fx.data.entries, ...fx.data.assets]) {
      expect(e.sys).toMatchObject({
        space: { sys: { type: 'Link', linkType: 'Space', id: 'demo-space' } },
        environment: { sys: { id: 'master' } },
      });
      // Every item shares one time but the classes published later (the dashboard's "New").
      const at = LATER_CLASSES.has(e.sys.id)
        ? '2025-06-02T09:00:00.000Z'
        : '2025-01-01T00:00:00.000Z';
      expect(e.sys).toMatchObject({
        createdAt: at,
        firstPublishedAt: at,
        publishedVersion: 1,
        version: 2,
      });
      // English always; a translation only in a localized field (asset fields all are).
      const contentType = e.sys.contentType?.sys.id;
      for (const [id, field] of Object.entries(e.fields)) {
        const codes = Object.keys(field ?? {});
        expect(codes[0]).toBe('en-US');
        if (contentType && !localizedFields.has(`${contentType}.${id}`))
          expect(codes).toEqual(['en-US']);
      }
    }
  });

  it('defines the content model with link validations, display fields and editor interfaces', () => {
    const types = Object.fromEntries(fx.data.contentTypes.map((t) => [t.sys.id, t]));
    expect(Object.keys(types).sort()).toEqual(['category', 'class', 'course']);
    const shape = (id: string) =>
      types[id]?.fields.map(
        (f) =>
          `${f.id}:${f.type}${f.linkType ? `>${f.linkType}` : ''}${f.items ? `>${f.items.linkType}[]` : ''}`,
      );
    expect(shape('category')).toEqual(['name:Symbol', 'order:Integer']);
    expect(shape('course')).toEqual([
      'title:Symbol',
      'description:Text',
      'courseImage:Link>Asset',
      'category:Link>Entry',
      'order:Integer',
      'classes:Array>Entry[]',
    ]);
    expect(shape('class')).toEqual([
      'title:Symbol',
      'order:Integer',
      'videoLink:Symbol',
      'content:RichText',
      'classMaterials:Array>Asset[]',
      'releaseAfterDays:Integer',
    ]);
    const course = types.course?.fields ?? [];
    expect(course.find((f) => f.id === 'category')?.validations).toEqual([
      { linkContentType: ['category'] },
    ]);
    expect(course.find((f) => f.id === 'classes')?.items?.validations).toEqual([
      { linkContentType: ['class'] },
    ]);
    for (const t of fx.data.contentTypes)
      expect(t.fields.map((f) => f.id)).toContain(t.displayField);
    for (const ei of fx.data.editorInterfaces) {
      expect(ei.controls.map((c) => c.fieldId)).toEqual(
        types[ei.sys.contentType.sys.id]?.fields.map((f) => f.id),
      );
    }
  });

  it('releases the mindset course week by week and leaves every other class open at once', () => {
    const released = Object.fromEntries(
      fx.data.entries
        .filter((e) => e.fields.releaseAfterDays !== undefined)
        .map((e) => [e.sys.id, value<number>(e, 'releaseAfterDays')]),
    );
    expect(released).toEqual({ 'class-trading-mindset-1': 14, 'class-trading-mindset-3': 7 });
  });

  it('has the listed categories, out of order in the file', () => {
    const cats = fx
      .byType('category')
      .map((e) => [e.sys.id, value(e, 'name'), value<number>(e, 'order')] as const);
    expect([...cats].sort((a, b) => (a[2] ?? 0) - (b[2] ?? 0))).toEqual([
      ['cat-foundations', 'Trading Foundations', 1],
      ['cat-technical', 'Technical Analysis', 2],
      ['cat-risk', 'Risk & Psychology', 3],
    ]);
    expect(isSorted(cats.map((c) => c[2] ?? 0))).toBe(false);
  });

  it('has the listed courses with their deliberate gaps', () => {
    const expected: Record<string, [string | undefined, number, string | undefined]> = {
      'course-market-basics': ['cat-foundations', 1, 'How Markets Move'],
      'course-forex-essentials': ['cat-foundations', 2, 'Forex Essentials'],
      'course-support-resistance': ['cat-technical', 1, 'Support and Resistance'],
      'course-candlesticks': ['cat-technical', 2, 'Reading Candlesticks'],
      'course-untitled': ['cat-technical', 3, undefined],
      'course-risk-management': ['cat-risk', 1, 'Risk Management Rules'],
      'course-trading-mindset': ['cat-risk', 2, 'The Trading Mindset'],
      'course-gold-playbook': [undefined, 1, 'Gold Trading Playbook'],
    };
    const courses = fx.byType('course');
    expect(courses.map((c) => c.sys.id).sort()).toEqual(Object.keys(expected).sort());
    for (const c of courses) {
      const [category, order, title] = expected[c.sys.id] ?? [];
      expect([
        value<{ sys: { id: string } }>(c, 'category')?.sys.id,
        value(c, 'order'),
        value(c, 'title'),
      ]).toEqual([category, order, title]);
      const bare = c.sys.id === 'course-trading-mindset';
      expect('description' in c.fields).toBe(!bare);
      expect('courseImage' in c.fields).toBe(!bare);
      const sentences =
        (value<string>(c, 'description') ?? '').match(/[.!?](?=\s|$)/g)?.length ?? 0;
      if (!bare) expect([1, 2, 3]).toContain(sentences);
    }
    expect('title' in (fx.entry('course-untitled')?.fields ?? {})).toBe(false);
    expect('category' in (fx.entry('course-gold-playbook')?.fields ?? {})).toBe(false);
    const images = courses.flatMap(
      (c) => value<{ sys: { id: string } }>(c, 'courseImage')?.sys.id ?? [],
    );
    expect(new Set(images).size).toBe(images.length);
    for (const cat of ['cat-foundations', 'cat-technical', 'cat-risk']) {
      const orders = courses
        .filter((c) => value<{ sys: { id: string } }>(c, 'category')?.sys.id === cat)
        .map((c) => value<number>(c, 'order') ?? 0);
      expect(isSorted(orders)).toBe(false);
    }
  });

  it('gives every course 3-6 shuffled classes with the documented gaps', () => {
    const classes = fx.byType('class');
    const listed = fx.byType('course').flatMap((course) => {
      const ids = fx.linkIds(course, 'classes');
      expect(ids.length).toBeGreaterThanOrEqual(3);
      expect(ids.length).toBeLessThanOrEqual(6);
      for (const id of ids)
        expect(id).toMatch(new RegExp(`^class-${course.sys.id.replace(/^course-/, '')}-\\d+$`));
      const orders = ids.map((id) => value<number>(fx.entry(id), 'order') ?? 0);
      expect(isSorted(orders)).toBe(false);
      expect(new Set(orders).size).toBe(orders.length);
      return ids;
    });
    expect([...listed].sort()).toEqual(classes.map((c) => c.sys.id).sort());
    expect(
      classes.some((c) => value<number>(c, 'order') !== Number(c.sys.id.split('-').pop())),
    ).toBe(true);
    expect(classes.filter((c) => !('title' in c.fields)).length).toBeGreaterThanOrEqual(1);
    expect(classes.filter((c) => !('content' in c.fields)).length).toBeGreaterThanOrEqual(1);
    expect(classes.filter((c) => !('videoLink' in c.fields)).length).toBeGreaterThanOrEqual(
      fx.byType('course').length / 2,
    );
  });

  it('uses every YouTube link form with invented ids, plus one non-YouTube link', () => {
    const links = fx
      .byType('class')
      .flatMap((c) => [value<string>(c, 'videoLink')].filter((l): l is string => l !== undefined));
    const forms = new Set(links.map(youtubeFormOf));
    expect([...forms].filter(Boolean).sort()).toEqual(
      (Object.keys(YOUTUBE_FORMS) as YoutubeForm[]).sort(),
    );
    expect(links.filter((l) => youtubeFormOf(l) === undefined)).toEqual([
      'https://example.com/video.mp4',
    ]);
    for (const l of links.filter((x) => youtubeFormOf(x))) {
      const id = YOUTUBE_FORMS[youtubeFormOf(l) as YoutubeForm].exec(l)?.[1];
      expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(id).not.toBe('dQw4w9WgXcQ');
    }
  });

  it('resolves every link to an existing entry or asset of the right kind', () => {
    const entryIds = new Set(fx.data.entries.map((e) => e.sys.id));
    const assetIds = new Set(fx.data.assets.map((a) => a.sys.id));
    const links = fx.data.entries.flatMap((e) => collectLinks(e.fields));
    expect(links.length).toBeGreaterThan(50);
    for (const l of links)
      expect(l.linkType === 'Entry' ? entryIds.has(l.id) : assetIds.has(l.id)).toBe(true);
    const typeOf = (id: string) => fx.entry(id)?.sys.contentType?.sys.id;
    for (const course of fx.byType('course')) {
      const category = value<{ sys: { id: string } }>(course, 'category');
      if (category) expect(typeOf(category.sys.id)).toBe('category');
      for (const id of fx.linkIds(course, 'classes')) expect(typeOf(id)).toBe('class');
    }
  });

  it('has valid rich text using headings, lists, bold, https links and embedded images', () => {
    const images = new Set(
      fx.data.assets
        .filter((a) => value<FileValue>(a, 'file')?.contentType.startsWith('image/'))
        .map((a) => a.sys.id),
    );
    for (const c of fx.byType('class')) {
      const doc = value<Document>(c, 'content');
      if (!doc) continue;
      expect(doc.nodeType).toBe('document');
      expect(doc.content.length).toBeGreaterThan(0);
      expect(validateRichTextDocument(doc)).toEqual([]);
      const types = nodeTypes(doc);
      for (const t of [
        BLOCKS.HEADING_2,
        BLOCKS.HEADING_3,
        BLOCKS.PARAGRAPH,
        BLOCKS.UL_LIST,
        BLOCKS.OL_LIST,
        INLINES.HYPERLINK,
        'mark:bold',
      ])
        expect(types).toContain(t);
      for (const [, uri] of JSON.stringify(doc).matchAll(/"uri":"([^"]+)"/g))
        expect(uri).toMatch(/^https:\/\//);
    }
    for (const course of fx.byType('course')) {
      const embedded = fx
        .linkIds(course, 'classes')
        .flatMap((id) => collectLinks(value(fx.entry(id), 'content')));
      const assets = embedded.filter((l) => l.linkType === 'Asset');
      expect(assets.length).toBeGreaterThan(0);
      for (const l of assets) expect(images.has(l.id)).toBe(true);
      // Links to other entries lead to classes of the space.
      for (const l of embedded.filter((l) => l.linkType === 'Entry'))
        expect(fx.entry(l.id)?.sys.contentType?.sys.id).toBe('class');
    }
  });

  it('attaches PDF materials, one of them without a title', () => {
    const counts = fx.byType('class').map((c) => fx.linkIds(c, 'classMaterials').length);
    expect(Math.max(...counts)).toBeLessThanOrEqual(2);
    expect(counts.filter((n) => n >= 1).length).toBeGreaterThan(counts.length / 2);
    const materials = new Set(fx.byType('class').flatMap((c) => fx.linkIds(c, 'classMaterials')));
    const assets = fx.data.assets.filter((a) => materials.has(a.sys.id));
    for (const a of assets)
      expect(value<FileValue>(a, 'file')?.contentType).toBe('application/pdf');
    expect(assets.filter((a) => !('title' in a.fields)).map((a) => a.sys.id)).toHaveLength(1);
  });

  it('translates part of the content into Malay and Chinese, leaving the rest to fall back', () => {
    const at = (id: string, field: string) => fx.entry(id)?.fields[field] ?? {};
    // Translated in both, and different from the English.
    for (const [id, field] of [
      ['course-market-basics', 'title'],
      ['course-market-basics', 'description'],
      ['cat-technical', 'name'],
      ['class-market-basics-2', 'content'],
    ] as const) {
      const values = at(id, field);
      expect(Object.keys(values)).toEqual(['en-US', 'ms-MY', 'zh-Hans']);
      expect(new Set(Object.values(values).map((v) => JSON.stringify(v))).size).toBe(3);
    }
    // Left untranslated on purpose: Contentful answers English there.
    expect(Object.keys(at('course-gold-playbook', 'description'))).toEqual(['en-US', 'zh-Hans']);
    expect(Object.keys(at('course-risk-management', 'description'))).toEqual(['en-US', 'ms-MY']);
    expect(Object.keys(at('class-market-basics-3', 'title'))).toEqual(['en-US', 'zh-Hans']);
    expect(Object.keys(at('class-market-basics-2', 'videoLink'))).toEqual(['en-US']);
    // A translated lesson is valid rich text that embeds the same diagram as the English one.
    const lessons = at('class-market-basics-2', 'content') as Record<string, Document>;
    for (const doc of Object.values(lessons)) {
      expect(validateRichTextDocument(doc)).toEqual([]);
      expect(collectLinks(doc)).toEqual(collectLinks(lessons['en-US']));
    }
    const glossary = fx.data.assets.find((a) => a.sys.id === 'material-market-glossary');
    expect(glossary?.fields.title).toEqual({
      'en-US': 'Market Glossary',
      'ms-MY': 'Glosari Pasaran',
      'zh-Hans': '市场术语表',
    });
  });
});
