import { BLOCKS, type Document } from '@contentful/rich-text-types';
import type { Catalog, ClassBody, Course, CourseClass } from '../../content/client';

export const doc = (...paragraphs: string[]): Document =>
  ({
    nodeType: BLOCKS.DOCUMENT,
    data: {},
    content: paragraphs.map((value) => ({
      nodeType: BLOCKS.PARAGRAPH,
      data: {},
      content: [{ nodeType: 'text', value, marks: [], data: {} }],
    })),
  }) as Document;

export const klass = (
  id: string,
  title: string | null,
  materials: string[] = [],
  opensAt: number | null = null,
): CourseClass => ({
  id,
  title,
  order: null,
  videoLink: null,
  releaseAfterDays: opensAt === null ? 0 : 7,
  publishedAt: null,
  opensAt,
  materials: materials.map((materialTitle, i) => ({
    id: `${id}-material-${i}`,
    url: `https://assets.ctfassets.net/s/${id}-${i}/t/file.pdf`,
    title: materialTitle,
    fileName: 'file.pdf',
    contentType: 'application/pdf',
    size: 100,
    width: null,
    height: null,
  })),
});

export const course = (id: string, title: string, classes: CourseClass[]): Course => ({
  id,
  title,
  description: null,
  image: null,
  category: { id: 'cat', name: 'Cat', order: 0 },
  order: null,
  classes,
});

/** Two courses: the member of the tests holds `course-a` only. */
export const COURSE_A = course('course-a', 'Candles', [
  klass('a1', 'Reading Candlesticks', ['Candle Cheat Sheet']),
  klass('a2', 'Support Zones', ['Zone Worksheet']),
  klass('a3', 'Élan and Momentum'),
]);
export const COURSE_B = course('course-b', 'Secrets', [
  klass('b1', 'Private Playbook', ['Hidden Ledger']),
]);
export const CATALOG: Catalog = { courses: [COURSE_A, COURSE_B], fetchedAt: 1 };

export const BODIES = new Map<string, ClassBody>([
  ['a1', doc('A hammer candlestick forms after a decline.', 'Wicks show rejection.')],
  [
    'a2',
    doc(
      'Price returns to zones where buyers waited. A candlestick there means more than one in the middle of nowhere.',
    ),
  ],
  ['a3', doc('Momentum traders love the café open. Señor Pérez watches the résumé of the day.')],
  ['b1', doc('The xylophonist strategy is only for course B <script>alert(1)</script>.')],
]);

/** What a reader's catalogue calls an entry without a title (lib/content untitledNames). */
export const UNTITLED = { course: 'Kursus Tanpa Tajuk', class: 'Kelas Tanpa Tajuk' };
