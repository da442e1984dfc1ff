import { fallbackChain } from '../locales';
import { getEntry, listAssets, listEntries } from '../query';
import { failed, fixtureStore, ids, ok, q, scope, type Entity } from './helpers';

const store = fixtureStore();

const intro = (locale?: string): Entity => {
  const params: Record<string, string> = { content_type: 'course', 'sys.id': 'course-intro' };
  if (locale) params.locale = locale;
  const item = ok(listEntries(store, q(params), scope)).items[0];
  if (!item) throw new Error('course-intro missing');
  return item;
};

describe('locales', () => {
  it('delivers the default locale as plain values with the CDA entry sys', () => {
    const entry = intro();
    expect(entry.sys).toEqual({
      space: { sys: { type: 'Link', linkType: 'Space', id: 'testspace' } },
      environment: { sys: { id: 'master', type: 'Link', linkType: 'Environment' } },
      id: 'course-intro',
      type: 'Entry',
      createdAt: '2024-01-04T10:00:00.000Z',
      updatedAt: '2024-02-04T10:00:00.000Z',
      revision: 2,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'course' } },
      locale: 'en-US',
    });
    expect(entry.fields.title).toBe('Intro to Trading');
    expect(entry.fields.order).toBe(1);
  });

  it('leaves out omitted fields', () => {
    expect(intro().fields).not.toHaveProperty('internalNotes');
  });

  it('uses the requested locale and falls back along fallbackCode', () => {
    const german = intro('de-DE');
    expect(german.sys.locale).toBe('de-DE');
    expect(german.fields.title).toBe('Einführung');
    expect(german.fields.description).toBe('Start here.');
    expect(fallbackChain(store, 'de-DE')).toEqual(['de-DE', 'en-US']);
  });

  it('omits localized fields without a value when the locale has no fallback', () => {
    const french = intro('fr-FR');
    expect(french.fields).not.toHaveProperty('title');
    expect(french.fields).not.toHaveProperty('description');
    // Non-localized fields always come from the default locale.
    expect(french.fields.order).toBe(1);
    expect(french.fields.category).toEqual({
      sys: { type: 'Link', linkType: 'Entry', id: 'cat-basics' },
    });
  });

  // A field set to null arrives as null (in every locale view); one no locale holds is absent.
  it('delivers a field whose value is null as null', () => {
    const trends = (locale?: string) =>
      ok(listEntries(store, q({ 'sys.id': 'class-trends', ...(locale ? { locale } : {}) }), scope))
        .items[0]?.fields;
    expect(trends()).toHaveProperty('videoLink', null);
    expect(trends('de-DE')).toHaveProperty('videoLink', null);
    expect(trends('*')).toHaveProperty('videoLink', { 'en-US': null });
    expect(trends()).not.toHaveProperty('content');
  });

  it('returns every locale for locale=*', () => {
    const all = intro('*');
    expect(all.sys).not.toHaveProperty('locale');
    expect(all.fields.title).toEqual({ 'en-US': 'Intro to Trading', 'de-DE': 'Einführung' });
    expect(all.fields.order).toEqual({ 'en-US': 1 });
    const body = ok(listEntries(store, q({ 'sys.id': 'course-intro', locale: '*' }), scope));
    const image = body.includes?.Asset?.[0];
    expect(image?.fields.title).toEqual({ 'en-US': 'Course cover', 'de-DE': 'Kursbild' });
    expect(image?.fields.file).toMatchObject({
      'en-US': {
        url: 'http://cda.test:9300/files/images.ctfassets.net/testspace/img-course/tok1/cover.png',
      },
    });
  });

  it('filters on the default locale for locale=*', () => {
    const body = ok(
      listEntries(
        store,
        q({ content_type: 'course', 'fields.title': 'Intro to Trading', locale: '*' }),
        scope,
      ),
    );
    expect(ids(body)).toEqual(['course-intro']);
  });

  it('renders included items in the requested locale', () => {
    const body = ok(listEntries(store, q({ 'sys.id': 'course-charts', locale: 'de-DE' }), scope));
    const category = body.includes?.Entry?.find((entry) => entry.sys.id === 'cat-trading');
    expect(category?.fields.name).toBe('Handel');
    expect(category?.sys.locale).toBe('de-DE');
  });

  it('rejects unknown locales with 400', () => {
    const body = failed(listEntries(store, q({ locale: 'xx-XX' }), scope), 400);
    expect(body.sys).toEqual({ type: 'Error', id: 'BadRequest' });
    expect(body.message).toBe('Unknown locale: xx-XX');
    expect(failed(getEntry(store, 'course-intro', q({ locale: 'xx-XX' }), scope), 400).sys.id).toBe(
      'BadRequest',
    );
    expect(failed(listAssets(store, q({ locale: 'xx-XX' }), scope), 400).sys.id).toBe('BadRequest');
  });
});
