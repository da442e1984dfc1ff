import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type Asset, type ContentfulClientApi, type Entry } from 'contentful';
import { createContentfulServer, type ContentfulServer } from '../server';
import { EXPORT_PATH, FIXTURES, SPACE_ID } from './helpers';

const TOKEN = 'test-delivery-token';

let server: ContentfulServer;
let baseUrl: string;
let host: string;

function client(accessToken = TOKEN): ContentfulClientApi<undefined> {
  return createClient({ space: SPACE_ID, accessToken, host, insecure: true, retryOnError: false });
}

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}/__control/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

const cda = (path: string, token: string | null = TOKEN) =>
  fetch(`${baseUrl}/spaces/${SPACE_ID}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

beforeAll(async () => {
  server = createContentfulServer({
    exportPath: EXPORT_PATH,
    spaceId: SPACE_ID,
    accessToken: TOKEN,
  });
  baseUrl = (await server.listen(0)).url;
  host = new URL(baseUrl).host;
});

afterAll(() => server.close());

afterEach(async () => {
  await control('DELETE', 'fault');
});

describe('with the real contentful client', () => {
  it('gets entries by content type and ids with links resolved', async () => {
    const response = await client().getEntries({
      content_type: 'course',
      'sys.id[in]': ['course-intro', 'course-charts'],
      order: ['fields.order'],
    });
    expect(response.items.map((item) => item.sys.id)).toEqual(['course-intro', 'course-charts']);
    const [intro] = response.items;
    const category = intro?.fields.category as Entry | undefined;
    expect(category?.fields.name).toBe('Basics');
    const image = intro?.fields.courseImage as Asset | undefined;
    expect(image?.fields.file?.url).toBe(
      `${baseUrl}/files/images.ctfassets.net/testspace/img-course/tok1/cover.png`,
    );
    const classes = intro?.fields.classes as Entry[];
    expect(classes.map((entry) => entry.fields.title)).toEqual(['Welcome', 'Candles']);
  });

  it('resolves rich-text embedded assets and class materials with include=2', async () => {
    const response = await client().getEntries({
      content_type: 'class',
      'sys.id': 'class-welcome',
      include: 2,
    });
    const content = response.items[0]?.fields.content as {
      content: { data: { target?: Asset } }[];
    };
    expect(content.content[1]?.data.target?.fields.title).toBe('Diagram');
    const materials = response.items[0]?.fields.classMaterials as Asset[];
    expect(materials[0]?.fields.file?.contentType).toBe('application/pdf');
  });

  it('rejects getEntry for an unknown id with NotFound', async () => {
    await expect(client().getEntry('nope')).rejects.toMatchObject({ sys: { id: 'NotFound' } });
    await expect(client().getAsset('nope')).rejects.toMatchObject({ name: 'NotFound' });
  });

  it('rejects a bad token', async () => {
    await expect(client('wrong-token').getEntries()).rejects.toMatchObject({
      name: 'AccessTokenInvalid',
    });
  });

  it('serves the space, locales and content types', async () => {
    expect((await client().getSpace()).sys.id).toBe(SPACE_ID);
    expect((await client().getLocales()).items.map((locale) => locale.code)).toEqual([
      'en-US',
      'de-DE',
      'fr-FR',
    ]);
    expect((await client().getContentType('class')).name).toBe('Class');
    const german = await client().withAllLocales.getEntry('course-intro');
    expect(german.fields.title).toEqual({ 'en-US': 'Intro to Trading', 'de-DE': 'Einführung' });
  });
});

describe('HTTP surface', () => {
  it('answers with Contentful headers and 404 bodies', async () => {
    const response = await cda('/environments/master/entries/nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.contentful.delivery.v1+json',
    );
    const body = (await response.json()) as { sys: { id: string }; requestId: string };
    expect(body.sys.id).toBe('NotFound');
    expect(response.headers.get('x-contentful-request-id')).toBe(body.requestId);
  });

  it('accepts both path forms and the access_token parameter', async () => {
    expect((await cda('/entries?limit=1')).status).toBe(200);
    expect((await cda('/environments/master/assets')).status).toBe(200);
    expect((await cda(`/entries?access_token=${TOKEN}`, null)).status).toBe(200);
  });

  it('refuses a missing token, another space and another environment', async () => {
    const missing = await cda('/entries', null);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({
      sys: { type: 'Error', id: 'AccessTokenInvalid' },
    });
    const otherSpace = await fetch(`${baseUrl}/spaces/other/entries`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(otherSpace.status).toBe(404);
    expect((await cda('/environments/staging/entries')).status).toBe(404);
  });
});

describe('asset files', () => {
  const file = (path: string) => fetch(`${baseUrl}/files/${path}`);

  it('serves downloaded asset bytes with the right content type', async () => {
    const response = await file('images.ctfassets.net/testspace/img-course/tok1/cover.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    const expected = readFileSync(
      join(FIXTURES, 'images.ctfassets.net/testspace/img-course/tok1/cover.png'),
    );
    expect(bytes.equals(expected)).toBe(true);
    expect(response.headers.get('content-length')).toBe(String(expected.length));
    const pdf = await file('assets.ctfassets.net/testspace/pdf-notes/tok3/notes.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('serves the URL the API hands out, even with encoded names', async () => {
    const asset = await client().getAsset('img-diagram');
    const response = await fetch(String(asset.fields.file?.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('refuses path traversal and unknown files', async () => {
    for (const path of [
      'images.ctfassets.net/..%2Fspace-export.json',
      'images.ctfassets.net/%2E%2E/space-export.json',
      '..%2F..%2Fserver.ts/x',
      'images.ctfassets.net/testspace/nope.png',
      'space-export.json',
    ]) {
      expect((await file(path)).status).toBe(404);
    }
  });
});

describe('control endpoints', () => {
  it('counts CDA requests only, and resets', async () => {
    await control('POST', 'stats/reset');
    await client().getEntries({ limit: 1 });
    await client().getAssets();
    await fetch(`${baseUrl}/files/images.ctfassets.net/testspace/img-course/tok1/cover.png`);
    expect(await control('GET', 'stats')).toEqual({ requests: 2 });
    expect(await control('POST', 'stats/reset')).toEqual({ requests: 0 });
    expect(await control('GET', 'stats')).toEqual({ requests: 0 });
  });

  it('injects a 500 until the fault is cleared', async () => {
    await control('POST', 'fault', { status: 500 });
    await expect(client().getEntries()).rejects.toMatchObject({ name: 'ServerError' });
    await control('DELETE', 'fault');
    expect((await client().getEntries()).total).toBe(8);
  });

  it('injects 429 with the rate-limit header, and latency', async () => {
    await control('POST', 'fault', { status: 429 });
    const limited = await cda('/entries');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-contentful-ratelimit-reset')).toBe('1');
    await control('POST', 'fault', { latencyMs: 150 });
    const started = Date.now();
    expect((await cda('/entries')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('changes a published field at run time and puts the export value back', async () => {
    const title = async () => (await client().getEntry('course-charts')).fields.title;
    const revision = async () => (await client().getEntry('course-charts')).sys.revision;
    const original = await title();
    const firstRevision = await revision();
    expect(original).toEqual(expect.any(String));
    expect(
      await control('PUT', 'entries/course-charts/fields/title', { value: 'Charts, revised' }),
    ).toMatchObject({ id: 'course-charts', field: 'title', value: { 'en-US': 'Charts, revised' } });
    expect(await title()).toBe('Charts, revised');
    // A publish, as Contentful counts it.
    expect(await revision()).toBe(firstRevision + 1);
    await control('PUT', 'entries/course-charts/fields/title', { value: 'Again' });
    expect(await title()).toBe('Again');
    await control('DELETE', 'entries/course-charts/fields/title');
    expect(await title()).toBe(original);
    // Nothing to undo: still the export's value.
    await control('DELETE', 'entries/course-charts/fields/title');
    expect(await title()).toBe(original);
  });

  it('edits another locale, or a field the entry lacks, and undoes both', async () => {
    await control('PUT', 'entries/course-risk/fields/description', {
      value: 'Risque',
      locale: 'fr-FR',
    });
    const french = await client().getEntry('course-risk', { locale: 'fr-FR' });
    expect(french.fields.description).toBe('Risque');
    expect((await client().getEntry('course-risk')).fields.description).toBeUndefined();
    await control('DELETE', 'entries/course-risk/fields/description');
    const restored = await client().getEntry('course-risk', { locale: 'fr-FR' });
    expect(restored.fields.description).toBeUndefined();
  });

  it('refuses field edits of unknown entries and malformed bodies', async () => {
    const put = (path: string, body: string) =>
      fetch(`${baseUrl}/__control/${path}`, { method: 'PUT', body });
    expect((await put('entries/nope/fields/title', '{"value":"x"}')).status).toBe(404);
    for (const body of ['not json', '[]', '{}', '{"value":"x","locale":3}']) {
      const response = await put('entries/course-charts/fields/title', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    expect((await client().getEntry('course-charts')).fields.title).not.toBe('x');
  });

  it('rejects malformed faults', async () => {
    expect(await control('POST', 'fault', { status: 'boom' })).toMatchObject({
      error: expect.any(String),
    });
  });
});
