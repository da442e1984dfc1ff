import { join } from 'node:path';
import { loadExport, toLoadedExport } from '../export-file';
import { fallbackChain } from '../locales';
import { getEntry, listEntries, listLocales } from '../query';
import { createStore, type ContentStore } from '../store';
import { ok, q, scope, type Entity } from './helpers';

/**
 * The locales of the demo content (content/export.json): Malay and Chinese each falling
 * back to en-US, as the Content Delivery API answers them.
 */
let demo: ContentStore;
beforeAll(async () => {
  demo = createStore(await loadExport(join(process.cwd(), 'content', 'export.json')));
});

const course = (id: string, locale?: string) => {
  const body = ok(
    listEntries(demo, q({ 'sys.id': id, include: 2, ...(locale ? { locale } : {}) }), scope),
  );
  const item = body.items[0];
  if (!item) throw new Error(`${id} missing`);
  return { item, includes: body.includes ?? {} };
};

const included = (list: Entity[] | undefined, id: string) =>
  list?.find((entity) => entity.sys.id === id);

describe('the demo content in Malay and Chinese', () => {
  it('lists the export locales with their fallbackCode', () => {
    const locales = ok(listLocales(demo, q(), scope)).items as unknown as Array<{
      code: string;
      default: boolean;
      fallbackCode: string | null;
    }>;
    expect(
      locales.map(({ code, default: isDefault, fallbackCode }) => [code, isDefault, fallbackCode]),
    ).toEqual([
      ['en-US', true, null],
      ['ms-MY', false, 'en-US'],
      ['zh-Hans', false, 'en-US'],
    ]);
  });

  it('answers each field in the locale, else in English, field by field', () => {
    const malay = course('course-gold-playbook', 'ms-MY').item;
    expect(malay.sys.locale).toBe('ms-MY');
    expect(malay.fields.title).toBe('Panduan Trading Emas');
    // No Malay description: the English one, through ms-MY's fallback to en-US.
    expect(malay.fields.description).toBe(course('course-gold-playbook').item.fields.description);
    const chinese = course('course-gold-playbook', 'zh-Hans').item;
    expect(chinese.fields.title).toBe('黄金交易攻略');
    expect(chinese.fields.description).toMatch(/^黄金如何受利率/);
    // Fields that are not localized come from en-US whatever the locale.
    expect(chinese.fields.order).toBe(course('course-gold-playbook').item.fields.order);
  });

  it('resolves included classes, categories and assets in the same locale', () => {
    const { includes } = course('course-market-basics', 'ms-MY');
    expect(included(includes.Entry, 'cat-foundations')?.fields.name).toBe('Asas Trading');
    expect(included(includes.Entry, 'class-market-basics-4')?.fields.title).toBe(
      'Bid, Ask dan Spread',
    );
    // Untranslated in Malay: English.
    expect(included(includes.Entry, 'class-market-basics-3')?.fields.title).toBe(
      'Liquidity and the Trading Day',
    );
    expect(included(includes.Entry, 'class-market-basics-3')?.sys.locale).toBe('ms-MY');
    const glossary = included(includes.Asset, 'material-market-glossary');
    expect(glossary?.fields.title).toBe('Glosari Pasaran');
    // An asset's file is not translated: the English file, in every locale.
    expect(glossary?.fields.file).toEqual(
      included(course('course-market-basics').includes.Asset, 'material-market-glossary')?.fields
        .file,
    );
  });

  it('answers rich text in the locale, and the English text where it has none', () => {
    const content = (id: string, locale: string) => {
      const result = getEntry(demo, id, q({ locale }), scope);
      expect(result.status).toBe(200);
      const text = JSON.stringify((result.body as Entity).fields.content);
      expect(text).toContain('"nodeType":"document"');
      return text;
    };
    expect(content('class-market-basics-2', 'zh-Hans')).toContain('价格就是最后成交的那一笔');
    expect(content('class-market-basics-2', 'ms-MY')).toContain('Harga ialah urus niaga');
    expect(content('class-market-basics-1', 'zh-Hans')).toBe(
      content('class-market-basics-1', 'en-US'),
    );
  });

  it('returns every locale of each field for locale=*', () => {
    const all = course('course-gold-playbook', '*').item;
    expect(all.sys).not.toHaveProperty('locale');
    expect(Object.keys(all.fields.title as object)).toEqual(['en-US', 'ms-MY', 'zh-Hans']);
    expect(Object.keys(all.fields.description as object)).toEqual(['en-US', 'zh-Hans']);
    expect(all.fields.order).toEqual({ 'en-US': 1 });
  });
});

describe('fallback chains', () => {
  // ms-MY falls back to id-ID, which falls back to en-US; zh-Hant-MY to zh-Hans, which has
  // no fallback: a field missing in both is absent, as the CDA leaves it out.
  const store = createStore(
    toLoadedExport(
      {
        locales: [
          { code: 'en-US', name: 'English', default: true, fallbackCode: null },
          { code: 'ms-MY', name: 'Malay', fallbackCode: 'id-ID' },
          { code: 'id-ID', name: 'Indonesian', fallbackCode: 'en-US' },
          { code: 'zh-Hans', name: 'Chinese', fallbackCode: null },
          { code: 'zh-Hant-MY', name: 'Chinese (Traditional)', fallbackCode: 'zh-Hans' },
        ],
        entries: [
          {
            sys: {
              id: 'e1',
              type: 'Entry',
              contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'note' } },
            },
            fields: {
              a: { 'en-US': 'a-en', 'id-ID': 'a-id', 'ms-MY': 'a-ms' },
              b: { 'en-US': 'b-en', 'id-ID': 'b-id' },
              c: { 'en-US': 'c-en', 'zh-Hans': 'c-zh' },
            },
          },
        ],
      },
      '/tmp/chain-export.json',
    ),
  );
  const fields = (locale: string) =>
    ok(listEntries(store, q({ 'sys.id': 'e1', locale }), scope)).items[0]?.fields;

  it('follows each fallbackCode in turn', () => {
    expect(fallbackChain(store, 'ms-MY')).toEqual(['ms-MY', 'id-ID', 'en-US']);
    expect(fields('ms-MY')).toEqual({ a: 'a-ms', b: 'b-id', c: 'c-en' });
    expect(fields('id-ID')).toEqual({ a: 'a-id', b: 'b-id', c: 'c-en' });
  });

  it('stops where a locale has no fallback', () => {
    expect(fallbackChain(store, 'zh-Hant-MY')).toEqual(['zh-Hant-MY', 'zh-Hans']);
    expect(fields('zh-Hant-MY')).toEqual({ c: 'c-zh' });
  });
});
