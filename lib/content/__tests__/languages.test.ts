import { join } from 'node:path';
import { createContentfulServer, type ContentfulServer } from '@/dev/stand-ins/contentful/server';
import type { Locale } from '../../i18n/client';
import type { Catalog, Course } from '../types';

/**
 * The catalog and class text in each language through the real Contentful SDK, against the
 * local stand-in serving the demo content (content/export.json): Malay and Chinese where the
 * content is translated, English field by field where it is not (Contentful's fallback,
 * asked for with the SDK's `locale`, never merged by the app).
 */

const SPACE = 'demo-space';
const TOKEN = 'languages-test-token';
let server: ContentfulServer;
let queries: typeof import('../queries');

beforeAll(async () => {
  server = createContentfulServer({
    exportPath: join(process.cwd(), 'content', 'export.json'),
    spaceId: SPACE,
    accessToken: TOKEN,
  });
  const { url } = await server.listen(0, '127.0.0.1');
  process.env.CONTENTFUL_HOST = url;
  process.env.CONTENTFUL_SPACE_ID = SPACE;
  process.env.CONTENTFUL_DELIVERY_TOKEN = TOKEN;
  jest.resetModules();
  queries = await import('../queries');
});

afterAll(() => server.close());

const courseOf = (catalog: Catalog, id: string): Course => {
  const course = catalog.courses.find((c) => c.id === id);
  if (!course) throw new Error(`${id} missing`);
  return course;
};
const classTitles = (course: Course) =>
  Object.fromEntries(course.classes.map((c) => [c.id, c.title]));

it('reads each language, with English where a field is not translated', async () => {
  const [en, ms, zh] = await Promise.all([
    queries.fetchCatalog('en'),
    queries.fetchCatalog('ms'),
    queries.fetchCatalog('zh'),
  ]);
  expect(ms.courses.map((c) => c.id).sort()).toEqual(en.courses.map((c) => c.id).sort());

  const gold = {
    en: courseOf(en, 'course-gold-playbook'),
    ms: courseOf(ms, 'course-gold-playbook'),
  };
  expect(gold.en.title).toBe('Gold Trading Playbook');
  expect(gold.ms.title).toBe('Panduan Trading Emas');
  expect(gold.ms.description).toBe(gold.en.description);
  expect(courseOf(zh, 'course-gold-playbook').description).toMatch(/^黄金如何受利率/);

  const basics = {
    ms: courseOf(ms, 'course-market-basics'),
    zh: courseOf(zh, 'course-market-basics'),
  };
  expect(basics.ms.category?.name).toBe('Asas Trading');
  expect(basics.zh.category?.name).toBe('交易基础');
  expect(classTitles(basics.ms)).toMatchObject({
    'class-market-basics-4': 'Bid, Ask dan Spread',
    'class-market-basics-3': 'Liquidity and the Trading Day',
  });
  expect(classTitles(basics.zh)['class-market-basics-3']).toBe('流动性与交易时段');
  // An included asset: its title translated, its file the English one.
  const glossary = (course: Course) =>
    course.classes.flatMap((c) => c.materials).find((m) => m.id === 'material-market-glossary');
  expect(glossary(basics.zh)?.title).toBe('市场术语表');
  expect(glossary(basics.zh)?.url).toBe(glossary(courseOf(en, 'course-market-basics'))?.url);
  // A course with no translation of its own reads as in English (its category is translated).
  const untitled = { en: courseOf(en, 'course-untitled'), ms: courseOf(ms, 'course-untitled') };
  expect(untitled.ms).toEqual({ ...untitled.en, category: untitled.ms.category });
  expect(untitled.ms.category?.name).toBe('Analisis Teknikal');
});

it('reads class text in each language, with the English text where none is translated', async () => {
  const text = async (locale: Locale, id: string) =>
    JSON.stringify((await queries.fetchClassBodies(locale)).get(id));
  expect(await text('zh', 'class-market-basics-2')).toContain('价格就是最后成交的那一笔');
  expect(await text('ms', 'class-market-basics-2')).toContain('Harga ialah urus niaga');
  expect(await text('ms', 'class-market-basics-2')).toContain('diagram-candle-anatomy');
  expect(await text('zh', 'class-market-basics-1')).toBe(await text('en', 'class-market-basics-1'));
});
