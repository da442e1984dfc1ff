import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The catalog read against an answer shaped like the Content Delivery API's own (its
 * documented entry, asset, link and `includes` shapes): every asset of an included entry
 * comes in `includes.Asset`, once, whoever links it. The app's real client resolves the
 * links and the mappers read them, so a class material that only an included class links
 * still reaches the catalog.
 */

const SPACE = 'includespace';

const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

function sys(id: string, type: 'Entry' | 'Asset', contentType?: string) {
  return {
    space: link('Space', SPACE),
    id,
    type,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-02T10:00:00.000Z',
    environment: link('Environment', 'master'),
    revision: 1,
    ...(contentType ? { contentType: link('ContentType', contentType) } : {}),
    locale: 'en-US',
  };
}

const metadata = { tags: [], concepts: [] };

const entry = (id: string, contentType: string, fields: Record<string, unknown>) => ({
  metadata,
  sys: sys(id, 'Entry', contentType),
  fields,
});

const asset = (id: string, title: string, fileName: string, contentType: string) => ({
  metadata,
  sys: sys(id, 'Asset'),
  fields: {
    title,
    description: '',
    file: {
      url: `//assets.ctfassets.net/${SPACE}/${id}/0a1b2c/${fileName}`,
      details: { size: 1234 },
      fileName,
      contentType,
    },
  },
});

/** One page of `content_type=course&include=2`: one course, its class and category. */
const catalogPage = {
  sys: { type: 'Array' },
  total: 1,
  skip: 0,
  limit: 50,
  items: [
    entry('course-1', 'course', {
      title: 'Charting',
      description: null,
      courseImage: link('Asset', 'cover'),
      category: link('Entry', 'cat-1'),
      order: 1,
      classes: [link('Entry', 'class-1')],
    }),
  ],
  includes: {
    Entry: [
      entry('class-1', 'class', {
        title: 'Reading a chart',
        order: 1,
        videoLink: 'https://youtu.be/aaaaaaaaaaa',
        // `notes` is linked from this included class only; `cover` also from the course;
        // `withdrawn` is unpublished, so the CDA leaves it out and reports it in `errors`.
        classMaterials: [
          link('Asset', 'notes'),
          link('Asset', 'cover'),
          link('Asset', 'withdrawn'),
        ],
      }),
      entry('cat-1', 'category', { name: 'Analysis', order: 2 }),
    ],
    Asset: [
      asset('cover', 'Cover', 'cover.png', 'image/png'),
      asset('notes', 'Notes', 'notes.pdf', 'application/pdf'),
    ],
  },
  errors: [
    {
      sys: { id: 'notResolvable', type: 'error' },
      details: { type: 'Link', linkType: 'Asset', id: 'withdrawn' },
    },
  ],
};

let server: Server;
const requests: URL[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    res.writeHead(200, { 'Content-Type': 'application/vnd.contentful.delivery.v1+json' });
    res.end(JSON.stringify(catalogPage));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  process.env.CONTENTFUL_HOST = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.CONTENTFUL_SPACE_ID = SPACE;
  process.env.CONTENTFUL_DELIVERY_TOKEN = 'includes-test-token';
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
});

it('resolves materials and images that arrive only as includes of an included entry', async () => {
  jest.resetModules();
  const { fetchCatalog } = await import('../queries');

  const { courses } = await fetchCatalog();

  expect(requests).toHaveLength(1);
  expect(requests[0]?.pathname).toBe(`/spaces/${SPACE}/environments/master/entries`);
  expect(requests[0]?.searchParams.get('include')).toBe('2');
  const [course] = courses;
  expect(course?.image).toMatchObject({ id: 'cover', url: expect.stringMatching(/cover\.png$/) });
  expect(course?.category).toEqual({ id: 'cat-1', name: 'Analysis', order: 2 });
  const [lesson] = course?.classes ?? [];
  expect(lesson?.title).toBe('Reading a chart');
  expect(lesson?.materials.map((material) => [material.id, material.contentType])).toEqual([
    ['notes', 'application/pdf'],
    ['cover', 'image/png'],
  ]);
  expect(lesson?.materials[0]?.url).toBe(
    `https://assets.ctfassets.net/${SPACE}/notes/0a1b2c/notes.pdf`,
  );
});
