import { searchDocuments } from '../documents';
import { buildSearchIndex } from '../engine';
import { normalizeTerm, tokenize } from '../normalize';
import {
  MAX_QUERY_LENGTH,
  MAX_RESULTS,
  openClassesOf,
  readQuery,
  searchClasses,
  searchHref,
} from '../query';
import { BODIES, CATALOG, course, COURSE_A, COURSE_B, doc, klass, UNTITLED } from './fixtures';

const index = buildSearchIndex(searchDocuments(CATALOG, BODIES));
const memberOfA = openClassesOf([COURSE_A], UNTITLED);
const ids = (query: string, open = memberOfA) =>
  searchClasses(index, query, open).hits.map((h) => h.classId);
const text = (segments: Array<{ text: string }>) => segments.map((s) => s.text).join('');
const marked = (segments: Array<{ text: string; match: boolean }>) =>
  segments.filter((s) => s.match).map((s) => s.text);

describe('normalizeTerm', () => {
  it('lowers case and drops accents, leaving plain words alone', () => {
    expect(normalizeTerm('Élan')).toBe('elan');
    expect(normalizeTerm('RÉSUMÉ')).toBe('resume');
    expect(normalizeTerm('Señor')).toBe('senor');
    expect(normalizeTerm('candle')).toBe('candle');
  });
});

describe('searchDocuments', () => {
  it('makes one document per class with its text and material titles', () => {
    const shared = klass('s', 'Shared');
    const documents = searchDocuments(
      { courses: [course('x', 'X', [shared]), course('y', 'Y', [shared])], fetchedAt: 0 },
      new Map([['s', doc('one', 'two')]]),
    );
    expect(documents).toEqual([{ id: 's', title: 'Shared', text: 'one\ntwo', materials: '' }]);
    expect(searchDocuments(CATALOG, BODIES).find((d) => d.id === 'a1')?.materials).toBe(
      'Candle Cheat Sheet',
    );
  });
});

describe('searchClasses', () => {
  it('finds a class by a word of its body, of its title or of a material title', () => {
    expect(ids('hammer')).toEqual(['a1']);
    expect(ids('zones')).toContain('a2');
    expect(ids('worksheet')).toEqual(['a2']);
  });

  it('matches whole words and their beginnings, not the middle of a word', () => {
    expect(ids('candl')).toEqual(expect.arrayContaining(['a1', 'a2']));
    expect(ids('andle')).toEqual([]);
    expect(ids('ammer')).toEqual([]);
  });

  it('ignores case and accents on either side', () => {
    expect(ids('CAFE')).toEqual(['a3']);
    expect(ids('elan')).toEqual(['a3']);
    expect(ids('résumé')).toEqual(['a3']);
    expect(ids('perez')).toEqual(['a3']);
  });

  it('needs every word of the query', () => {
    expect(ids('candlestick decline')).toEqual(['a1']);
    expect(ids('candlestick unheardof')).toEqual([]);
  });

  it('ranks a title match above a match in the text', () => {
    // "Reading Candlesticks" has it in its title; "Support Zones" only in its text.
    expect(ids('candlestick')).toEqual(['a1', 'a2']);
    expect(ids('zones')[0]).toBe('a2');
  });

  it('searches only the classes the member may open: other courses give no hit and no count', () => {
    for (const query of ['xylophonist', 'playbook', 'ledger', 'script']) {
      expect(searchClasses(index, query, memberOfA)).toEqual({ total: 0, hits: [] });
    }
    const both = openClassesOf([COURSE_A, COURSE_B], UNTITLED);
    expect(ids('xylophonist', both)).toEqual(['b1']);
  });

  it('leaves out a locked class: its words find nothing and it is not counted', () => {
    const locked = course('course-a', 'Candles', [
      klass('a1', 'Reading Candlesticks', [], Date.UTC(2030, 0, 1)),
      ...COURSE_A.classes.slice(1),
    ]);
    const open = openClassesOf([locked], UNTITLED);
    expect(open.has('a1')).toBe(false);
    expect(ids('hammer', open)).toEqual([]);
    expect(searchClasses(index, 'candlestick', open).total).toBe(1);
  });

  it('shows a class in two of the member courses under the first that opens it', () => {
    const shared = klass('a1', 'Reading Candlesticks');
    const open = openClassesOf(
      [
        course('locked-there', 'L', [klass('a1', 'Reading Candlesticks', [], 1)]),
        course('open-here', 'O', [shared]),
      ],
      UNTITLED,
    );
    expect(open.get('a1')?.courseId).toBe('open-here');
  });

  it("names an entry published without a title in the reader's words", () => {
    const untitled = { ...course('c', 'C', [klass('a1', null)]), title: null };
    expect(openClassesOf([untitled], UNTITLED).get('a1')).toMatchObject({
      courseTitle: 'Kursus Tanpa Tajuk',
      title: 'Kelas Tanpa Tajuk',
    });
  });

  it('links each hit to its class in the member course and marks the matched words', () => {
    const [hit] = searchClasses(index, 'candl', memberOfA).hits;
    expect(hit!.href).toBe('/home?course=course-a&class=a1');
    expect(hit!.courseTitle).toBe('Candles');
    expect(marked(hit!.title)).toEqual(['Candlesticks']);
    expect(hit!.source).toBe('text');
    expect(marked(hit!.excerpt)).toEqual(['candlestick']);
    expect(text(hit!.excerpt)).toBe(
      'A hammer candlestick forms after a decline. Wicks show rejection.',
    );
  });

  it('shows the materials when only a material title matched', () => {
    const [hit] = searchClasses(index, 'cheat', memberOfA).hits;
    expect(hit!.source).toBe('materials');
    expect(marked(hit!.excerpt)).toEqual(['Cheat']);
  });

  it('answers nothing for a query without words', () => {
    expect(searchClasses(index, '  ?! - ', memberOfA)).toEqual({ total: 0, hits: [] });
  });

  it(`shows at most ${MAX_RESULTS} hits but counts them all`, () => {
    const many = Array.from({ length: MAX_RESULTS + 5 }, (_, i) => klass(`m${i}`, `Trend ${i}`));
    const big = course('big', 'Big', many);
    const bigIndex = buildSearchIndex(searchDocuments({ courses: [big], fetchedAt: 0 }, new Map()));
    const outcome = searchClasses(bigIndex, 'trend', openClassesOf([big], UNTITLED));
    expect(outcome.total).toBe(MAX_RESULTS + 5);
    expect(outcome.hits).toHaveLength(MAX_RESULTS);
  });
});

describe('readQuery and searchHref', () => {
  it('trims, takes the first value and cuts a long query', () => {
    expect(readQuery('  candle   stick ')).toEqual({ text: 'candle stick', cut: false });
    expect(readQuery(['first', 'second'])).toEqual({ text: 'first', cut: false });
    expect(readQuery(undefined)).toEqual({ text: '', cut: false });
    const long = readQuery('a'.repeat(MAX_QUERY_LENGTH + 50));
    expect(long.text).toHaveLength(MAX_QUERY_LENGTH);
    expect(long.cut).toBe(true);
  });

  it('builds the page URL with the query encoded', () => {
    expect(searchHref('')).toBe('/home/search');
    expect(searchHref('risk & reward')).toBe('/home/search?q=risk+%26+reward');
  });
});

describe('Chinese', () => {
  const zh = course('zh', '市场如何波动', [
    klass('z1', '究竟是什么在推动价格'),
    klass('z2', '买价、卖价与点差'),
  ]);
  const bodies = new Map([['z1', doc('图表不会自己动。每一根K线记录一个时段的开盘价。')]]);
  const zhIndex = buildSearchIndex(searchDocuments({ courses: [zh], fetchedAt: 0 }, bodies));
  const find = (query: string) => searchClasses(zhIndex, query, openClassesOf([zh], UNTITLED));

  it('cuts Chinese into one word a character, Latin words and numbers staying whole', () => {
    expect(tokenize('每一根K线, risk-reward 100元')).toEqual([
      '每',
      '一',
      '根',
      'K',
      '线',
      'risk',
      'reward',
      '100',
      '元',
    ]);
    expect(tokenize('Bid, Ask dan Spread')).toEqual(['Bid', 'Ask', 'dan', 'Spread']);
  });

  it('finds a class by characters of its title or text, inside a sentence without spaces', () => {
    expect(find('价格').hits.map((h) => h.classId)).toEqual(['z1']);
    expect(find('卖价').hits.map((h) => h.classId)).toEqual(['z2']);
    expect(find('K线').hits.map((h) => h.classId)).toEqual(['z1']);
    expect(find('黄金').total).toBe(0);
  });

  it('marks the matched characters', () => {
    const [hit] = find('价格').hits;
    expect(marked(hit!.title)).toEqual(['价', '格']);
    expect(text(hit!.title)).toBe('究竟是什么在推动价格');
  });
});
