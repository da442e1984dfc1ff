import type { Document, TopLevelBlock } from '@contentful/rich-text-types';
import type { SpaceExport } from '../stand-ins/contentful/export-file';
import { bulletList, heading2, heading3, numberedList, paragraph } from './demo-content/rich-text';
import { mulberry32 } from './seeded-random';

const LOCALE = 'en-US';

/**
 * Words a trading lesson is written in, a few with accents as an editor would paste them:
 * enough kinds that a search matches some classes, not all.
 */
export const VOCABULARY = (
  'price candle candlestick wick body range trend breakout pullback retest support resistance ' +
  'zone level liquidity spread margin leverage position size stop target risk reward ratio ' +
  'drawdown expectancy journal routine discipline patience momentum volume volatility gap ' +
  'session london york tokyo overlap currency pair pip lot gold silver index futures option ' +
  'hedge exposure correlation divergence oscillator average crossover channel flag pennant ' +
  'triangle wedge double top bottom head shoulders doji hammer engulfing harami marubozu ' +
  'inside outside bar swing scalp intraday weekly monthly timeframe context confluence ' +
  'entry exit trail partial scale plan checklist review mistake habit emotion fear greed ' +
  'confidence bias news release calendar rate inflation employment central bank yield ' +
  'bond dollar euro yen sterling franc café résumé naïve déjà rôle élan façade'
).split(' ');

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)]!;

function sentence(random: () => number, words: number): string {
  const chosen = Array.from({ length: words }, () => pick(VOCABULARY, random));
  const text = chosen.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

const paragraphText = (random: () => number) =>
  Array.from({ length: 3 + Math.floor(random() * 4) }, () =>
    sentence(random, 6 + Math.floor(random() * 12)),
  ).join(' ');

/** A lesson's rich text as the editor makes it: headings, paragraphs with bold, lists. */
export function lessonText(random: () => number): Document {
  const content: TopLevelBlock[] = [];
  const sections = 2 + Math.floor(random() * 3);
  for (let s = 0; s < sections; s++) {
    content.push(heading2(sentence(random, 3).slice(0, -1)) as TopLevelBlock);
    const paragraphs = 1 + Math.floor(random() * 3);
    for (let p = 0; p < paragraphs; p++) {
      const text = paragraphText(random);
      const bold = pick(VOCABULARY, random);
      content.push(paragraph(`${text} **${bold}** ${sentence(random, 5)}`) as TopLevelBlock);
    }
    if (random() < 0.5) {
      content.push(heading3(sentence(random, 2).slice(0, -1)) as TopLevelBlock);
      const items = Array.from({ length: 3 + Math.floor(random() * 3) }, () =>
        sentence(random, 4 + Math.floor(random() * 6)),
      );
      content.push((random() < 0.5 ? bulletList(items) : numberedList(items)) as TopLevelBlock);
    }
  }
  return { nodeType: 'document', data: {}, content } as unknown as Document;
}

const titleOf = (random: () => number, words: number) =>
  Array.from({ length: words }, () => {
    const word = pick(VOCABULARY, random);
    return `${word[0]!.toUpperCase()}${word.slice(1)}`;
  }).join(' ');

export const BENCH_COURSE_PREFIX = 'course-search-bench-';
export const LOCKED_PER_COURSE = 3;

/**
 * `base` (the demo export) plus `classes` generated classes in courses of `perCourse`,
 * seeded: the same seed gives the same space. Each class has a title, a lesson's rich text
 * (about 150 to 500 words) and, for some, one of the export's materials. The last
 * LOCKED_PER_COURSE classes of each course open a week apart after the member's access began
 * (releaseAfterDays), so a member seeded now has classes the search must leave out.
 */
export function searchBenchExport(
  base: SpaceExport,
  { classes, perCourse = 20, seed = 7 }: { classes: number; perCourse?: number; seed?: number },
): SpaceExport {
  const random = mulberry32(seed);
  const entries = base.entries ?? [];
  const classTemplate = entries.find((e) => e.sys.contentType.sys.id === 'class')!;
  const courseTemplate = entries.find((e) => e.sys.contentType.sys.id === 'course')!;
  const materials = entries.flatMap((e) =>
    ((e.fields.classMaterials?.[LOCALE] ?? []) as Array<{ sys: { id: string } }>).map(
      (m) => m.sys.id,
    ),
  );
  const link = (linkType: 'Entry' | 'Asset', id: string) => ({
    sys: { type: 'Link', linkType, id },
  });
  const added: typeof entries = [];
  const courses = Math.ceil(classes / perCourse);
  for (let c = 0; c < courses; c++) {
    const courseId = `${BENCH_COURSE_PREFIX}${c + 1}`;
    const classIds: string[] = [];
    for (let k = 0; k < perCourse && c * perCourse + k < classes; k++) {
      const id = `class-search-bench-${c + 1}-${k + 1}`;
      classIds.push(id);
      const fields: Record<string, Record<string, unknown>> = {
        title: { [LOCALE]: titleOf(random, 2 + Math.floor(random() * 3)) },
        order: { [LOCALE]: k + 1 },
        content: { [LOCALE]: lessonText(random) },
      };
      const fromEnd = perCourse - k;
      if (fromEnd <= LOCKED_PER_COURSE) {
        fields.releaseAfterDays = { [LOCALE]: 7 * (LOCKED_PER_COURSE - fromEnd + 1) };
      }
      if (materials.length > 0 && random() < 0.4) {
        fields.classMaterials = { [LOCALE]: [link('Asset', pick(materials, random))] };
      }
      added.push({
        ...structuredClone(classTemplate),
        sys: { ...structuredClone(classTemplate.sys), id },
        fields,
      });
    }
    added.push({
      ...structuredClone(courseTemplate),
      sys: { ...structuredClone(courseTemplate.sys), id: courseId },
      fields: {
        ...structuredClone(courseTemplate.fields),
        title: { [LOCALE]: `Search Bench ${c + 1}: ${titleOf(random, 2)}` },
        order: { [LOCALE]: 100 + c },
        classes: { [LOCALE]: classIds.map((id) => link('Entry', id)) },
      },
    });
  }
  return { ...base, entries: [...entries, ...added] };
}
