import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';
import type { RawCourse } from '../raw';
import {
  absoluteAssetUrl,
  reshapeClass,
  reshapeCourse,
  reshapeRichText,
  UNCATEGORIZED,
} from '../reshape';

const asset = (id: string, url: string, title?: string) => ({
  sys: { id, type: 'Asset' },
  fields: {
    ...(title ? { title } : {}),
    file: {
      url,
      fileName: url.split('/').pop(),
      contentType: 'application/pdf',
      details: { size: 1234 },
    },
  },
});

describe('reshapeCourse', () => {
  const raw: RawCourse = {
    sys: { id: 'course-a', type: 'Entry' },
    fields: {
      title: 'Chart Reading',
      description: 'Learn to read charts.',
      order: 2,
      category: { sys: { id: 'cat-x' }, fields: { name: 'Technical', order: 3 } },
      courseImage: {
        sys: { id: 'img' },
        fields: {
          title: 'Cover',
          file: {
            url: '//images.ctfassets.net/s/img/t/cover.png',
            fileName: 'cover.png',
            contentType: 'image/png',
            details: { size: 10, image: { width: 1200, height: 675 } },
          },
        },
      },
      classes: [
        {
          sys: { id: 'c2' },
          fields: {
            title: 'Second',
            order: 2,
            classMaterials: [asset('m1', '//assets.ctfassets.net/s/m1/t/notes.pdf')],
          },
        },
        { sys: { id: 'c1' }, fields: { order: 1, videoLink: 'https://youtu.be/abcdefghijk' } },
        { sys: { id: 'unpublished', type: 'Link' } },
      ],
    },
  };

  it('reads releaseAfterDays as whole days from 0 and sys.createdAt as the publication', () => {
    const release = (value: unknown) =>
      reshapeClass({
        sys: { id: 'c', createdAt: '2026-03-04T05:06:07.000Z' },
        fields: { releaseAfterDays: value as number },
      });
    expect(release(14)).toMatchObject({
      releaseAfterDays: 14,
      publishedAt: Date.UTC(2026, 2, 4, 5, 6, 7),
      opensAt: null,
    });
    expect(release(0).releaseAfterDays).toBe(0);
    expect(release(-3).releaseAfterDays).toBe(0);
    expect(release(2.7).releaseAfterDays).toBe(2);
    expect(release('7').releaseAfterDays).toBe(0);
    expect(reshapeClass({ sys: { id: 'c', createdAt: 'soon' } }).publishedAt).toBeNull();
  });

  it('maps fields to the domain shape with classes sorted by order', () => {
    const course = reshapeCourse(raw);
    expect(course).toMatchObject({
      id: 'course-a',
      title: 'Chart Reading',
      description: 'Learn to read charts.',
      order: 2,
      category: { id: 'cat-x', name: 'Technical', order: 3 },
      image: {
        url: 'https://images.ctfassets.net/s/img/t/cover.png',
        width: 1200,
        height: 675,
        title: 'Cover',
      },
    });
    expect(course.classes.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(course.classes[0]).toMatchObject({
      title: null,
      videoLink: 'https://youtu.be/abcdefghijk',
    });
    expect(course.classes[0]).not.toHaveProperty('content');
    // Absent releaseAfterDays opens at once; no sys.createdAt is an unknown publication.
    expect(course.classes[0]).toMatchObject({
      releaseAfterDays: 0,
      publishedAt: null,
      opensAt: null,
    });
    expect(course.classes[1]?.materials).toEqual([
      expect.objectContaining({
        id: 'm1',
        title: null,
        fileName: 'notes.pdf',
        url: 'https://assets.ctfassets.net/s/m1/t/notes.pdf',
      }),
    ]);
  });

  it('turns a missing or unresolved category into Uncategorized with order 0, unnamed', () => {
    expect(reshapeCourse({ sys: { id: 'x' }, fields: {} }).category).toEqual(UNCATEGORIZED);
    expect(
      reshapeCourse({ sys: { id: 'x' }, fields: { category: { sys: { id: 'c', type: 'Link' } } } })
        .category,
    ).toEqual({
      id: 'uncategorized',
      // Worded in the reader's language where it is shown (members.courses.uncategorized).
      name: null,
      order: 0,
    });
  });

  it('treats blank texts as missing', () => {
    const course = reshapeCourse({ sys: { id: 'x' }, fields: { title: '  ', description: '' } });
    expect(course.title).toBeNull();
    expect(course.description).toBeNull();
    expect(course.image).toBeNull();
  });
});

describe('absoluteAssetUrl', () => {
  it('gives protocol-relative Contentful URLs https and keeps absolute ones', () => {
    expect(absoluteAssetUrl('//images.ctfassets.net/a.png')).toBe(
      'https://images.ctfassets.net/a.png',
    );
    expect(absoluteAssetUrl('http://127.0.0.1:9300/files/a.png')).toBe(
      'http://127.0.0.1:9300/files/a.png',
    );
  });
});

describe('reshapeRichText', () => {
  it('replaces embedded assets with domain assets and drops embedded entries', () => {
    const document = {
      nodeType: BLOCKS.DOCUMENT,
      data: {},
      content: [
        {
          nodeType: BLOCKS.PARAGRAPH,
          data: {},
          content: [{ nodeType: 'text', value: 'Hi', marks: [], data: {} }],
        },
        {
          nodeType: BLOCKS.EMBEDDED_ASSET,
          data: { target: asset('a1', '//images.ctfassets.net/s/a1/t/chart.png', 'Chart') },
          content: [],
        },
        { nodeType: BLOCKS.EMBEDDED_ENTRY, data: { target: { sys: { id: 'e' } } }, content: [] },
        {
          nodeType: BLOCKS.PARAGRAPH,
          data: {},
          content: [
            {
              nodeType: INLINES.HYPERLINK,
              data: { uri: 'https://example.com' },
              content: [{ nodeType: 'text', value: 'x', marks: [], data: {} }],
            },
          ],
        },
      ],
    } as unknown as Document;
    const result = reshapeRichText(document);
    expect(result?.content).toHaveLength(3);
    expect(result?.content[1]?.data.target).toEqual(
      expect.objectContaining({
        id: 'a1',
        title: 'Chart',
        url: 'https://images.ctfassets.net/s/a1/t/chart.png',
      }),
    );
    expect(JSON.stringify(result)).not.toContain('"sys"');
  });

  it('reduces entry and asset hyperlinks to the target id, never its fields', () => {
    const linked = {
      sys: { id: 'class-other', type: 'Entry' },
      fields: {
        title: 'Secret class',
        videoLink: 'https://youtu.be/secretvideo1',
        content: { nodeType: 'document' },
      },
    };
    const words = (value: string) => [{ nodeType: 'text', value, marks: [], data: {} }];
    const document = {
      nodeType: BLOCKS.DOCUMENT,
      data: {},
      content: [
        {
          nodeType: BLOCKS.PARAGRAPH,
          data: {},
          content: [
            {
              nodeType: INLINES.ENTRY_HYPERLINK,
              data: { target: linked },
              content: words('see this'),
            },
            {
              nodeType: INLINES.ASSET_HYPERLINK,
              data: { target: asset('a9', '//x/a9.pdf', 'Sheet') },
              content: words('sheet'),
            },
            { nodeType: INLINES.ENTRY_HYPERLINK, data: {}, content: words('broken') },
          ],
        },
      ],
    } as unknown as Document;
    const paragraph = reshapeRichText(document)?.content[0];
    expect(paragraph?.content.map((node) => (node as { data: unknown }).data)).toEqual([
      { target: { sys: { id: 'class-other', type: 'Link', linkType: 'Entry' } } },
      { target: { sys: { id: 'a9', type: 'Link', linkType: 'Asset' } } },
      {},
    ]);
    expect(paragraph?.content[2]).toMatchObject({ nodeType: 'text', value: 'broken' });
    const json = JSON.stringify(paragraph);
    for (const secret of ['Secret class', 'secretvideo1', 'Sheet', 'a9.pdf'])
      expect(json).not.toContain(secret);
  });

  it('returns null for empty or malformed documents', () => {
    expect(reshapeRichText(undefined)).toBeNull();
    expect(reshapeRichText({ nodeType: BLOCKS.DOCUMENT, data: {}, content: [] })).toBeNull();
    expect(reshapeRichText({ nodeType: 'paragraph' } as unknown as Document)).toBeNull();
  });
});
