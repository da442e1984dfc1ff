import { toLoadedExport } from '../export-file';
import { listAssets, listContentTypes, listEntries } from '../query';
import { createStore } from '../store';
import { failed, fixtureStore, ids, ok, q, scope } from './helpers';

// The rules below follow Contentful's Content Delivery API reference, "Search parameters".

const store = fixtureStore();
const entries = (params: Record<string, string | number> = {}) =>
  listEntries(store, q(params), scope);
const sorted = (list: string[]) => [...list].sort();

describe('full-text search (query=)', () => {
  // "Each of the remaining search tokens is suffixed with a wildcard operator, which implies
  // that full-text search at contentful is left-anchored"; matching ignores case.
  it('finds words by their beginning, in any case', () => {
    expect(sorted(ids(ok(entries({ query: 'TRAD' }))))).toEqual(['cat-trading', 'course-intro']);
    expect(ids(ok(entries({ query: 'rading' })))).toEqual([]);
  });

  // "The search engine tests if all of the search tokens can be found in any field in any
  // locale in the entry."
  it('needs every token, found in any text, symbol or rich-text field of any locale', () => {
    expect(ids(ok(entries({ query: 'intro start' })))).toEqual(['course-intro']);
    expect(ids(ok(entries({ query: 'intro missing' })))).toEqual([]);
    // "Einführung" is only the German title; no locale is asked for.
    expect(ids(ok(entries({ query: 'einführung' })))).toEqual(['course-intro']);
    expect(ids(ok(entries({ query: 'welcome to the course' })))).toEqual(['class-welcome']);
  });

  it('does not search numbers, links or omitted texts', () => {
    expect(ids(ok(entries({ query: 'cat-basics' })))).toEqual([]);
    expect(ids(ok(entries({ query: 'ship' })))).toEqual([]);
  });

  it('combines with content_type and searches asset titles and descriptions', () => {
    expect(ids(ok(entries({ query: 'trad', content_type: 'course' })))).toEqual(['course-intro']);
    expect(ids(ok(listAssets(store, q({ query: 'kursbild' }), scope)))).toEqual(['img-course']);
  });

  // "The query will only take values with more than 1 character." Phrases in quotes are
  // not implemented here, so they are refused rather than answered differently.
  it('refuses one-character and quoted-phrase searches', () => {
    expect(failed(entries({ query: 'a' }), 400).sys.id).toBe('InvalidQuery');
    expect(failed(entries({ query: '"reading charts"' }), 400).sys.id).toBe('InvalidQuery');
  });
});

describe('full-text search on a field ([match])', () => {
  it('matches word beginnings of that field only', () => {
    const match = (value: string) =>
      ids(ok(entries({ content_type: 'course', 'fields.description[match]': value })));
    expect(match('charts dep')).toEqual(['course-charts']);
    expect(match('reading')).toEqual([]);
  });
});

describe('tags', () => {
  it('finds entries with any of the tags ([in]), all of them ([all]) or any tag ([exists])', () => {
    expect(ids(ok(entries({ 'metadata.tags.sys.id[in]': 'charts,nope' })))).toEqual([
      'course-charts',
    ]);
    expect(sorted(ids(ok(entries({ 'metadata.tags.sys.id[in]': 'beginner' }))))).toEqual([
      'course-charts',
      'course-intro',
    ]);
    expect(ids(ok(entries({ 'metadata.tags.sys.id[all]': 'beginner,charts' })))).toEqual([
      'course-charts',
    ]);
    const tagged = ok(entries({ content_type: 'course', 'metadata.tags[exists]': 'true' }));
    expect(sorted(ids(tagged))).toEqual(['course-charts', 'course-intro']);
    const untagged = ok(entries({ content_type: 'course', 'metadata.tags[exists]': 'false' }));
    expect(ids(untagged)).toEqual(['course-risk']);
  });

  it('refuses other tag searches', () => {
    expect(failed(entries({ 'metadata.tags.sys.id': 'charts' }), 400).sys.id).toBe('InvalidQuery');
    expect(failed(entries({ 'metadata.concepts[exists]': 'true' }), 400).sys.id).toBe(
      'InvalidQuery',
    );
  });
});

describe('filtering assets by MIME type (mimetype_group)', () => {
  const assets = (group: string) => listAssets(store, q({ mimetype_group: group }), scope);

  it("groups files by Contentful's own MIME type groups", () => {
    expect(sorted(ids(ok(assets('image'))))).toEqual(['img-course', 'img-diagram']);
    expect(ids(ok(assets('pdfdocument')))).toEqual(['pdf-notes']);
    expect(ids(ok(assets('video')))).toEqual([]);
  });

  it('refuses groups that do not exist, and the parameter on entries', () => {
    expect(failed(assets('pictures'), 400).sys.id).toBe('InvalidQuery');
    expect(failed(entries({ mimetype_group: 'image' }), 400).sys.id).toBe('InvalidQuery');
  });
});

describe('search on references', () => {
  // fields.<link>.fields.<field> searches the linked entries, which the query names with
  // fields.<link>.sys.contentType.sys.id.
  const byCategory = (params: Record<string, string>) =>
    entries({
      content_type: 'course',
      'fields.category.sys.contentType.sys.id': 'category',
      ...params,
    });

  it('filters by fields of the linked entries', () => {
    expect(sorted(ids(ok(byCategory({ 'fields.category.fields.name': 'Trading' }))))).toEqual([
      'course-charts',
      'course-risk',
    ]);
    expect(ids(ok(byCategory({ 'fields.category.fields.order[gte]': '2' })))).toEqual([
      'course-intro',
    ]);
    expect(ids(ok(byCategory({ 'fields.category.fields.name[match]': 'bas' })))).toEqual([
      'course-intro',
    ]);
  });

  it('delivers the items with their links, not the entries searched', () => {
    const [item] = ok(byCategory({ 'fields.category.fields.name': 'Basics' })).items;
    expect(item?.fields.category).toEqual({
      sys: { type: 'Link', linkType: 'Entry', id: 'cat-basics' },
    });
  });

  it('needs the content type of the reference, and fields it has', () => {
    const missing = failed(
      entries({ content_type: 'course', 'fields.category.fields.name': 'Trading' }),
      400,
    );
    expect(missing.sys.id).toBe('BadRequest');
    expect(missing.message).toMatch(/must specify the Content Type of the reference/);
    expect(failed(byCategory({ 'fields.category.fields.nope': 'x' }), 400).sys.id).toBe(
      'InvalidQuery',
    );
    expect(
      failed(
        entries({ content_type: 'course', 'fields.category.sys.contentType.sys.id': 'nope' }),
        400,
      ).details?.errors,
    ).toEqual([{ name: 'unknownContentType', value: 'nope' }]);
    // A field that links assets, or links nothing, has no entries to search.
    expect(
      failed(
        entries({
          content_type: 'course',
          'fields.courseImage.sys.contentType.sys.id': 'category',
        }),
        400,
      ).sys.id,
    ).toBe('InvalidQuery');
  });
});

describe('content types', () => {
  it('filter by name, and refuse other properties', () => {
    const named = (params: Record<string, string>) =>
      ids(ok(listContentTypes(store, q(params), scope)));
    expect(named({ name: 'Course' })).toEqual(['course']);
    expect(named({ 'name[in]': 'Class,Category' })).toEqual(['category', 'class']);
    expect(failed(listContentTypes(store, q({ description: 'x' }), scope), 400).sys.id).toBe(
      'InvalidQuery',
    );
    expect(failed(listContentTypes(store, q({ 'sys.nope': 'x' }), scope), 400).sys.id).toBe(
      'InvalidQuery',
    );
  });
});

describe('location search ([near], [within])', () => {
  const place = (id: string, lat: number, lon: number, updatedAt: string) => ({
    sys: {
      id,
      type: 'Entry',
      publishedAt: updatedAt,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'place' } },
    },
    fields: { name: { 'en-US': id }, position: { 'en-US': { lat, lon } } },
  });
  const places = createStore(
    toLoadedExport(
      {
        locales: [{ code: 'en-US', name: 'English', default: true }],
        contentTypes: [
          {
            sys: { id: 'place', type: 'ContentType' },
            name: 'Place',
            fields: [
              { id: 'name', name: 'Name', type: 'Symbol' },
              { id: 'position', name: 'Position', type: 'Location' },
            ],
          },
        ],
        entries: [
          place('berlin', 52.52, 13.405, '2024-01-01T00:00:00Z'),
          place('london', 51.5085, -0.1255, '2024-01-02T00:00:00Z'),
          place('paris', 48.8566, 2.3522, '2024-01-03T00:00:00Z'),
          place('fiji', -17.7134, 178.065, '2024-01-04T00:00:00Z'),
          place('samoa', -13.759, -172.1046, '2024-01-05T00:00:00Z'),
        ],
      },
      'places.json',
    ),
  );
  const search = (params: Record<string, string>) =>
    ids(ok(listEntries(places, q({ content_type: 'place', ...params }), scope)));

  // "Use the [near] operator to show results closest to a specific map location and order
  // the results by distance."
  it('orders by distance from a point with [near]', () => {
    expect(search({ 'fields.position[near]': '51,0' })).toEqual([
      'london',
      'paris',
      'berlin',
      'samoa',
      'fiji',
    ]);
  });

  // "field.center[within]=latitude1,longitude1,latitude2,longitude2" (bottom left, top
  // right) or "latitude,longitude,radius" with the radius in kilometres.
  it('keeps places inside a rectangle or a circle with [within]', () => {
    expect(search({ 'fields.position[within]': '48,-1,52,3' })).toEqual(['paris', 'london']);
    expect(search({ 'fields.position[within]': '-20,170,-10,-170' })).toEqual(['samoa', 'fiji']);
    expect(search({ 'fields.position[within]': '52.5,13.4,10' })).toEqual(['berlin']);
    expect(search({ 'fields.position[within]': '52.5,13.4,500' })).toEqual(['berlin']);
    expect(search({ 'fields.position[within]': '52.5,13.4,1000' })).toEqual([
      'paris',
      'london',
      'berlin',
    ]);
  });

  it('refuses malformed areas, non-location fields and [near] with another order', () => {
    const refused = (params: Record<string, string>) =>
      failed(listEntries(places, q({ content_type: 'place', ...params }), scope), 400).sys.id;
    expect(refused({ 'fields.position[within]': '1,2' })).toBe('InvalidQuery');
    expect(refused({ 'fields.position[near]': '95,0' })).toBe('InvalidQuery');
    expect(refused({ 'fields.name[near]': '51,0' })).toBe('InvalidQuery');
    expect(refused({ 'fields.position[near]': '51,0', order: 'sys.id' })).toBe('InvalidQuery');
  });
});
