import type { ClassSpec } from './types';
import { youtube } from './videos';

/** Classes of the untitled chart-patterns course and of "Gold Trading Playbook". */
export const PATTERN_AND_GOLD_CLASSES: ClassSpec[] = [
  {
    id: 'class-untitled-1',
    title: 'Flags After Strong Moves',
    order: 2,
    videoLink: youtube.embed('Fl4gP0l3s01'),
    materials: ['material-flag-checklist'],
    content: {
      heading: 'A pause, not a reversal',
      intro:
        'A flag is a short, orderly pullback after a **sharp move**, called the pole. It often shows traders taking profit before the trend resumes. The cleaner and shallower the flag, the better.',
      pointsHeading: 'Key ideas',
      points: [
        'The pole should be steep, with larger candles than usual.',
        'A flag that gives back more than half of the pole is losing its shape.',
        'The usual entry is a break of the flag in the direction of the pole.',
      ],
      stepsHeading: 'Measure the move',
      steps: [
        'Measure the height of the pole.',
        'Project that distance from the breakout point as a rough target.',
        'Check that the target still offers at least twice the risk.',
      ],
      closing:
        'Compare the [volatility](https://en.wikipedia.org/wiki/Volatility_%28finance%29) during the pole and during the flag: it should drop in the pause.',
    },
  },
  {
    // Deliberately bare: no title and no content, only a video link.
    id: 'class-untitled-2',
    order: 3,
    videoLink: youtube.shortLink('Tr4d1ngDem0'),
  },
  {
    id: 'class-untitled-3',
    title: 'Triangles and Compression',
    order: 1,
    materials: ['material-pattern-map'],
    content: {
      heading: 'Ranges that get tighter',
      intro:
        'A triangle forms when swings get **smaller and smaller** between two converging boundaries. Volatility is falling, and a larger move usually follows once one side gives up.',
      diagram: 'diagram-support-resistance',
      pointsHeading: 'Key ideas',
      points: [
        '**Ascending** triangles have a flat top and rising lows.',
        '**Descending** triangles have a flat bottom and falling highs.',
        'Symmetrical triangles say little about direction; wait for the break.',
      ],
      stepsHeading: 'Mark a triangle',
      steps: [
        'Connect at least two highs and two lows with straight lines.',
        'Check that the swings really are contracting.',
        'Note where a close outside the triangle would cancel the opposite scenario.',
      ],
      closing:
        'Triangles are among the best-known [chart patterns](https://en.wikipedia.org/wiki/Chart_pattern).',
    },
  },
  {
    id: 'class-gold-playbook-1',
    title: 'A Simple XAUUSD Trade Plan',
    order: 4,
    videoLink: youtube.watch('G0ldPl4n_01'),
    materials: ['material-gold-trade-plan'],
    content: {
      heading: 'One page, every trade',
      intro:
        'A plan turns a chart idea into numbers you can check: **where** you enter, **where** you are wrong, **where** you take profit and **how much** you risk. Gold moves in large steps, so the numbers matter even more than usual.',
      diagram: 'diagram-risk-reward',
      pointsHeading: 'Key ideas',
      points: [
        'Write the plan before the order, never after.',
        'Use daily zones for direction and the one-hour chart for timing.',
        'Gold is volatile: use smaller sizes than you would on a major forex pair.',
      ],
      stepsHeading: 'Fill in the plan',
      steps: [
        'Mark the daily zone and the direction you favour.',
        'Set entry, stop and target, and check the reward is at least twice the risk.',
        'Calculate the position size from the stop distance and your risk per trade.',
      ],
      closing:
        'The trade plan PDF below has the same fields. For the wider picture, read about [risk management](https://en.wikipedia.org/wiki/Risk_management).',
    },
  },
  {
    id: 'class-gold-playbook-2',
    title: 'What Drives the Gold Price',
    order: 1,
    videoLink: youtube.shorts('G0ldDr1v3r2'),
    materials: ['material-gold-drivers'],
    content: {
      heading: 'A metal that trades like a currency',
      intro:
        'Gold pays no interest, so it competes with assets that do. When **real interest rates** rise, holding gold gets more expensive and the price often struggles; when they fall, gold tends to do well. A stronger US dollar usually weighs on gold too, because it is priced in dollars.',
      pointsHeading: 'Key ideas',
      points: [
        'Real yields and the US dollar are the two most watched drivers.',
        'Gold often rallies when markets are scared, but not every time.',
        'Central-bank buying can support prices over months rather than days.',
      ],
      stepsHeading: 'Build a driver dashboard',
      steps: [
        'Put gold, a dollar index and a ten-year yield chart side by side.',
        'Mark the last three large gold moves.',
        'Write down which driver moved first in each case.',
      ],
      closing:
        'Background reading: [gold as an investment](https://en.wikipedia.org/wiki/Gold_as_an_investment).',
    },
  },
  {
    // Deliberately without content: the app shows the video and an empty lesson body.
    id: 'class-gold-playbook-3',
    title: 'Gold During the Session Opens',
    order: 2,
    videoLink: youtube.shortLink('G0ldS3ss10n'),
  },
  {
    id: 'class-gold-playbook-4',
    // Added after the rest: what the dashboard's "New" lists for a member seen before it.
    publishedAt: '2025-06-02T09:00:00.000Z',
    title: 'Gold Around News Releases',
    order: 3,
    videoLink: youtube.embed('G0ldN3wsR4t'),
    materials: ['material-gold-news'],
    content: {
      heading: 'Volatility on a schedule',
      intro:
        'Inflation figures, employment reports and central-bank decisions can move gold more in one minute than in the rest of the day. Spreads widen and stops can **slip**, so news needs its own rules.',
      pointsHeading: 'Key ideas',
      points: [
        'Know the release times for the week before Monday starts.',
        'Either be flat before big releases or size down on purpose.',
        'The first spike is often reversed; let the dust settle.',
      ],
      stepsHeading: 'News routine',
      steps: [
        'Check the calendar each morning and mark the high-impact events.',
        'Close or reduce open trades fifteen minutes before a major release.',
        'Wait at least one full candle on your timeframe after the release before looking for entries.',
      ],
      closing:
        'Rate decisions come from bodies such as the [Federal Reserve](https://en.wikipedia.org/wiki/Federal_Reserve).',
    },
  },
];
