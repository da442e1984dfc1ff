import type { ClassSpec } from './types';
import { NOT_YOUTUBE, youtube } from './videos';

/** Classes of "Support and Resistance" and "Reading Candlesticks". */
export const TECHNICAL_CLASSES: ClassSpec[] = [
  {
    id: 'class-support-resistance-1',
    title: 'Drawing Zones, Not Lines',
    order: 2,
    videoLink: youtube.noCookie('Z0n3sN0tL1n'),
    materials: ['material-zone-drawing'],
    content: {
      heading: 'Give your levels some room',
      intro:
        'Price rarely turns at exactly the same tick twice. A **zone** that covers the bodies and wicks of past reactions gives a more honest picture than one thin line, and stops you from calling every small poke a breakout.',
      pointsHeading: 'Key ideas',
      points: [
        'Use candle **bodies** for the core of the zone and wicks for its outer edge.',
        'Keep zones narrow enough to be useful: if one covers half the chart, split it or drop it.',
        'Redraw zones after big news; old reactions can lose their meaning.',
      ],
      stepsHeading: 'Drawing routine',
      steps: [
        'Start on the highest timeframe you trade and mark only the obvious zones.',
        'Step down one timeframe and refine the edges without adding new zones.',
        'Label each zone with the date of its last reaction.',
      ],
      closing:
        'Charting basics are covered in the [technical analysis](https://en.wikipedia.org/wiki/Technical_analysis) article.',
    },
  },
  {
    id: 'class-support-resistance-2',
    title: 'What Makes a Level Matter',
    order: 1,
    videoLink: youtube.live('L3v3lM4tt3r'),
    materials: ['material-level-checklist'],
    content: {
      heading: 'Memory in the market',
      intro:
        'A support or resistance level is a price where the market has **reacted before**. Traders remember those prices and place orders around them, which makes another reaction more likely. The more obvious the level, the more people are watching it.',
      diagram: 'diagram-support-resistance',
      pointsHeading: 'Key ideas',
      points: [
        'Levels with **several clean touches** carry more weight than a single spike.',
        'Reactions on higher timeframes outrank those on lower ones.',
        'A level tested many times in quick succession is often close to giving way.',
      ],
      stepsHeading: 'Find three levels',
      steps: [
        'Open a daily chart and zoom out to at least six months.',
        'Mark the prices where the market turned sharply at least twice.',
        'Rank the levels by how clean and how recent the reactions were.',
      ],
      closing:
        'The [support and resistance](https://en.wikipedia.org/wiki/Support_and_resistance) entry gives a short overview of the idea.',
    },
  },
  {
    id: 'class-support-resistance-3',
    title: 'Trading the Break and Retest',
    order: 5,
    videoLink: youtube.shorts('R3t3stBr3ak'),
    materials: ['material-retest-checklist'],
    content: {
      heading: 'Let the breakout prove itself',
      intro:
        'Chasing the first breakout candle means buying at the worst price of the move. A **break and retest** entry waits for price to come back to the broken zone and show that it now holds from the other side.',
      pointsHeading: 'Key ideas',
      points: [
        'A **close** beyond the zone matters more than an intraday spike.',
        'Not every breakout retests; missing some trades is part of the plan.',
        'The stop belongs on the far side of the retested zone, not at a random distance.',
      ],
      stepsHeading: 'Checklist',
      steps: [
        'Confirm that a candle closed beyond the zone.',
        'Wait for price to return to the zone.',
        'Enter on a rejection from the zone, with the stop beyond it.',
      ],
      closing:
        'Breakouts often complete classic [chart patterns](https://en.wikipedia.org/wiki/Chart_pattern).',
    },
  },
  {
    id: 'class-support-resistance-4',
    title: 'Role Reversal: When Support Becomes Resistance',
    order: 3,
    videoLink: youtube.legacyV('R0l3R3v3rs4'),
    content: {
      heading: 'Broken levels change sides',
      intro:
        'When price breaks cleanly through resistance, the old ceiling often becomes a **floor**. Traders who sold there are now losing and may buy back at that price, while those who missed the breakout wait for a second chance.',
      pointsHeading: 'Key ideas',
      points: [
        'Role reversal works best after a **decisive** break with strong candles.',
        'The first retest is usually the most reliable one.',
        'If price slices back through the level, the breakout idea was wrong.',
      ],
      stepsHeading: 'Spot a reversal',
      steps: [
        'Find a resistance zone that was broken within the last month.',
        'Check whether price came back to it from above.',
        'Note whether buyers defended the zone and how far the next move went.',
      ],
      closing:
        'Compare your findings with the examples on the [chart pattern](https://en.wikipedia.org/wiki/Chart_pattern) page.',
    },
  },
  {
    id: 'class-support-resistance-5',
    title: 'Trading the Bounce',
    order: 4,
    videoLink: NOT_YOUTUBE,
    materials: ['material-bounce-plan', 'material-level-checklist'],
    content: {
      heading: 'Buying support, selling resistance',
      intro:
        'A bounce trade bets that a zone will **hold again**. The edge comes from location: the stop sits just beyond the zone, so if you are wrong you find out quickly and cheaply.',
      pointsHeading: 'Key ideas',
      points: [
        'Wait for price to reach the zone; do not anticipate it from far away.',
        'Look for a **rejection candle**, such as a long wick, before entering.',
        'Aim for the opposite zone or the middle of the range as a first target.',
      ],
      stepsHeading: 'Bounce plan',
      steps: [
        'Mark the zone and the opposite target zone.',
        'Place the stop beyond the far edge of the zone, plus the spread.',
        'Enter only if the distance to the target is at least twice the risk.',
      ],
      closing:
        'Bounce trades are a form of [mean reversion](https://en.wikipedia.org/wiki/Mean_reversion_%28finance%29); the plan template below walks through one.',
    },
  },
  {
    id: 'class-candlesticks-1',
    title: 'Context Beats Pattern Names',
    order: 3,
    videoLink: youtube.shortLink('C0nt3xtK1ng'),
    content: {
      heading: 'Location, trend, then pattern',
      intro:
        'Memorising dozens of pattern names helps less than asking three questions: **where** is the candle, **which way** is the bigger trend, and **what** did the candle do there? A plain candle in the right place beats a textbook pattern in the wrong one.',
      pointsHeading: 'The three questions',
      points: [
        '**Location:** at a zone, or in the middle of nowhere?',
        '**Trend:** does the signal agree with the higher timeframe?',
        '**Behaviour:** did price reject the level or close through it?',
      ],
      stepsHeading: 'Three-question drill',
      steps: [
        'Take a screenshot of a chart without indicators.',
        'Answer the three questions for the last five candles.',
        'Decide whether any of them would be worth a trade, and why.',
      ],
      closing:
        'Related reading: [technical analysis](https://en.wikipedia.org/wiki/Technical_analysis) and its limits.',
    },
  },
  {
    id: 'class-candlesticks-2',
    title: 'Anatomy of a Candle',
    order: 1,
    materials: ['material-candle-anatomy'],
    content: {
      heading: 'Four prices in one shape',
      intro:
        'Each candle shows the **open**, **high**, **low** and **close** of one period. The thick body spans open to close and the thin wicks reach to the extremes. A green body means the period closed higher than it opened.',
      diagram: 'diagram-candle-anatomy',
      pointsHeading: 'Key ideas',
      points: [
        'A long body shows one side in control for the whole period.',
        'Long wicks mark prices that were **tested and rejected**.',
        'The same candle means different things at support, at resistance and mid-range.',
      ],
      stepsHeading: 'Read ten candles',
      steps: [
        'Pick ten consecutive daily candles on any chart.',
        'For each one, write down who won the period: buyers, sellers or nobody.',
        "Check whether your verdicts match the following day's move.",
      ],
      closing:
        'The [candlestick chart](https://en.wikipedia.org/wiki/Candlestick_chart) article explains where the format comes from.',
    },
  },
  {
    id: 'class-candlesticks-3',
    order: 4,
    videoLink: youtube.watch('Engulf1ng_3'),
    materials: ['material-engulfing-examples'],
    content: {
      heading: 'Engulfing patterns',
      intro:
        'A **bullish engulfing** pattern is a down candle followed by an up candle whose body completely covers the previous body: buyers overwhelmed the sellers of the period before. The bearish version is the mirror image.',
      pointsHeading: 'Key ideas',
      points: [
        'The second body must cover the first body; wicks do not count.',
        'Engulfing candles at a zone, in the direction of the bigger trend, are the strongest.',
        'A huge engulfing candle can leave a poor risk-to-reward, because the stop goes beyond its extreme.',
      ],
      stepsHeading: 'Scan for engulfing candles',
      steps: [
        'Scroll through a daily chart and mark every engulfing pair.',
        'Keep only the ones that formed at a marked zone.',
        'Measure the distance from the close to the stop and to the next zone.',
      ],
      closing:
        'More shapes are listed on the [candlestick pattern](https://en.wikipedia.org/wiki/Candlestick_pattern) page.',
    },
  },
  {
    id: 'class-candlesticks-4',
    // Added after the rest: what the dashboard's "New" lists for a member seen before it.
    publishedAt: '2025-06-02T09:00:00.000Z',
    title: 'Indecision Candles: Dojis and Spinning Tops',
    order: 2,
    videoLink: youtube.watchShared('D0j1Sp1nT0p'),
    materials: ['material-doji-notes'],
    content: {
      heading: 'When nobody wins',
      intro:
        'A **doji** opens and closes at nearly the same price; a **spinning top** has a small body with wicks on both sides. Both say the period ended in a stand-off, which only matters when it happens somewhere important.',
      pointsHeading: 'Key ideas',
      points: [
        'After a long trend, indecision can be the first sign of exhaustion.',
        'In the middle of a range, a doji usually means nothing.',
        'Wait for the **next** candle to show which side takes over.',
      ],
      stepsHeading: 'Practice',
      steps: [
        'Find five dojis on a four-hour chart.',
        'Mark which of them formed at a support or resistance zone.',
        'Compare what happened next in the two groups.',
      ],
      closing: 'See the [doji](https://en.wikipedia.org/wiki/Doji) entry for the common variants.',
    },
  },
];
