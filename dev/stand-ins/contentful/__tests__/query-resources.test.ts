import { accessTokenInvalid, faultResult } from '../errors';
import {
  getAsset,
  getContentType,
  getEntry,
  getSpace,
  listAssets,
  listContentTypes,
  listLocales,
} from '../query';
import { rewriteFileUrl } from '../render';
import { createStore, publishedOnly } from '../store';
import { failed, fixtureExport, fixtureStore, ids, ok, q, scope, type Entity } from './helpers';

const store = fixtureStore();

describe('assets', () => {
  it('lists published assets with absolute file URLs on this server', () => {
    const body = ok(listAssets(store, q({ order: 'sys.id' }), scope));
    expect(ids(body)).toEqual(['img-course', 'img-diagram', 'pdf-notes']);
    const pdf = body.items[2];
    expect(pdf?.sys).toMatchObject({
      id: 'pdf-notes',
      type: 'Asset',
      locale: 'en-US',
      revision: 1,
    });
    expect(pdf?.sys).not.toHaveProperty('contentType');
    expect(pdf?.fields.file).toEqual({
      url: 'http://cda.test:9300/files/assets.ctfassets.net/testspace/pdf-notes/tok3/notes.pdf',
      details: { size: 77 },
      fileName: 'notes.pdf',
      contentType: 'application/pdf',
    });
  });

  it('filters assets by fields without a content type and rejects content_type', () => {
    expect(ids(ok(listAssets(store, q({ 'fields.title': 'Diagram' }), scope)))).toEqual([
      'img-diagram',
    ]);
    expect(
      ids(ok(listAssets(store, q({ 'fields.file.contentType': 'application/pdf' }), scope))),
    ).toEqual(['pdf-notes']);
    expect(failed(listAssets(store, q({ content_type: 'course' }), scope), 400).sys.id).toBe(
      'InvalidQuery',
    );
  });

  it('rewrites protocol-relative and absolute ctfassets URLs', () => {
    const base = 'http://127.0.0.1:9300/';
    expect(rewriteFileUrl('//images.ctfassets.net/s/a/t/x.png', base)).toBe(
      'http://127.0.0.1:9300/files/images.ctfassets.net/s/a/t/x.png',
    );
    expect(rewriteFileUrl('https://assets.ctfassets.net/s/a/t/x.pdf', base)).toBe(
      'http://127.0.0.1:9300/files/assets.ctfassets.net/s/a/t/x.pdf',
    );
    expect(rewriteFileUrl('relative/x.png', base)).toBe('relative/x.png');
  });
});

describe('single items', () => {
  it('returns one entry without includes', () => {
    const result = getEntry(store, 'class-welcome', q(), scope);
    const entry = result.body as Entity;
    expect(result.status).toBe(200);
    expect(entry.sys).toMatchObject({ id: 'class-welcome', type: 'Entry', locale: 'en-US' });
    expect(entry).not.toHaveProperty('includes');
  });

  it('answers 404 NotFound in the Contentful error shape', () => {
    expect(failed(getEntry(store, 'nope', q(), scope), 404)).toEqual({
      sys: { type: 'Error', id: 'NotFound' },
      message: 'The resource could not be found.',
      details: { type: 'Entry', id: 'nope', environment: 'master', space: 'testspace' },
      requestId: 'req-1',
    });
    expect(failed(getEntry(store, 'class-draft', q(), scope), 404).details).toMatchObject({
      id: 'class-draft',
    });
    expect(failed(getAsset(store, 'asset-draft', q(), scope), 404).details).toMatchObject({
      type: 'Asset',
    });
    expect(failed(getContentType(store, 'nope', scope), 404).details).toMatchObject({
      type: 'ContentType',
    });
  });

  it('returns one asset', () => {
    const asset = getAsset(store, 'img-course', q({ locale: 'de-DE' }), scope).body as Entity;
    expect(asset.fields.title).toBe('Kursbild');
    expect(asset.fields.description).toBe('');
  });
});

describe('content types, locales and space', () => {
  it('lists content types in the CDA shape without omitted fields', () => {
    const body = ok(listContentTypes(store, q(), scope));
    expect(body.total).toBe(3);
    // Newest update first; these three were published together, so by id.
    expect(ids(body)).toEqual(['category', 'class', 'course']);
    const course = getContentType(store, 'course', scope).body as Entity & {
      name: string;
      displayField: string;
      fields: { id: string }[];
    };
    expect(course.sys).toMatchObject({ id: 'course', type: 'ContentType', revision: 1 });
    expect(course.displayField).toBe('title');
    expect(course.fields.map((field) => field.id)).toEqual([
      'title',
      'description',
      'courseImage',
      'category',
      'order',
      'classes',
    ]);
    expect(
      ids(
        ok(listContentTypes(store, q({ 'sys.id[in]': 'class,category', order: 'sys.id' }), scope)),
      ),
    ).toEqual(['category', 'class']);
  });

  it('delivers content types as defined, adding no validations or description', () => {
    const category = getContentType(store, 'category', scope).body as {
      description: unknown;
      fields: Record<string, unknown>[];
    };
    expect(category.description).toBeNull();
    expect(category.fields[0]).toEqual({
      id: 'name',
      name: 'Name',
      type: 'Symbol',
      localized: true,
      required: false,
      disabled: false,
      omitted: false,
    });
    const course = getContentType(store, 'course', scope).body as {
      description: unknown;
      fields: Record<string, unknown>[];
    };
    expect(course.description).toBe('');
    expect(course.fields[0]).toHaveProperty('validations', []);
  });

  it('lists locales and the space', () => {
    const page = ok(listLocales(store, q(), scope));
    // The CDA pages locales a thousand at a time unless asked otherwise.
    expect(page.limit).toBe(1000);
    expect(ok(listLocales(store, q({ limit: 2 }), scope)).items).toHaveLength(2);
    const locales = page.items as unknown as {
      code: string;
      default: boolean;
    }[];
    expect(locales.map((locale) => [locale.code, locale.default])).toEqual([
      ['en-US', true],
      ['de-DE', false],
      ['fr-FR', false],
    ]);
    expect(getSpace(store, 'Test space', scope).body).toEqual({
      sys: { type: 'Space', id: 'testspace' },
      name: 'Test space',
      locales: [
        { code: 'en-US', default: true, name: 'English (United States)', fallbackCode: null },
        { code: 'de-DE', default: false, name: 'German (Germany)', fallbackCode: 'en-US' },
        { code: 'fr-FR', default: false, name: 'French (France)', fallbackCode: null },
      ],
    });
  });
});

describe('publishing and error helpers', () => {
  it('serves everything when no item carries publishedVersion', () => {
    const exported = fixtureExport();
    const drafts = exported.entries.map((entry) => ({
      ...entry,
      sys: { ...entry.sys, publishedVersion: undefined },
    }));
    expect(publishedOnly(drafts)).toHaveLength(9);
    expect(createStore({ ...exported, entries: drafts }).entries).toHaveLength(9);
  });

  it('builds the 401 and fault bodies Contentful sends', () => {
    expect(accessTokenInvalid('r')).toEqual({
      status: 401,
      body: {
        sys: { type: 'Error', id: 'AccessTokenInvalid' },
        message: 'The access token you sent could not be found or is invalid.',
        requestId: 'r',
      },
    });
    expect(faultResult(500, 'r').body).toMatchObject({ sys: { type: 'Error', id: 'ServerError' } });
    expect(faultResult(503, 'r').body).toMatchObject({ sys: { id: 'ServiceUnavailable' } });
    const limited = faultResult(429, 'r');
    expect(limited.body).toMatchObject({ sys: { id: 'RateLimitExceeded' } });
    expect(limited.headers).toEqual({ 'X-Contentful-RateLimit-Reset': '1' });
  });
});
