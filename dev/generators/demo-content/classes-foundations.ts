import type { ClassSpec } from './types';
import { youtube } from './videos';

/** Classes of "How Markets Move" and "Forex Essentials". Ids are numbered in creation order, not viewing order. */
export const FOUNDATION_CLASSES: ClassSpec[] = [
  {
    id: 'class-market-basics-1',
    title: 'Order Types in Plain Language',
    order: 3,
    videoLink: youtube.shortLink('MktB4sics01'),
    materials: ['material-order-types'],
    content: {
      heading: 'Market, limit and stop orders',
      intro:
        'An order tells your broker **what** to do and **under which condition**. Choosing the right type is the difference between getting the price you planned and getting whatever the market offers at that moment.',
      pointsHeading: 'Key ideas',
      points: [
        'A **market order** fills immediately at the best available price.',
        'A **limit order** waits for a price that is equal to or better than yours.',
        'A **stop order** turns into a market order once price trades through your level.',
      ],
      stepsHeading: 'Practise on a demo account',
      steps: [
        'Place a buy limit below the current price and watch whether it fills.',
        'Place a sell stop below a recent low and note where it would trigger.',
        'Cancel both orders and write one sentence on when you would use each type.',
      ],
      closing:
        'For formal definitions, see the article on [order types](https://en.wikipedia.org/wiki/Order_%28exchange%29). Then see why [context beats pattern names](entry:class-candlesticks-1).',
    },
  },
  {
    id: 'class-market-basics-2',
    title: 'What Actually Moves a Price',
    order: 1,
    videoLink: youtube.watch('Pr1c3M0v3s2'),
    materials: ['material-market-glossary'],
    content: {
      heading: 'Price is the last agreed deal',
      intro:
        'A chart does not move by itself. Every tick is a trade in which a buyer and a seller agreed on a price. When **buyers are more eager than sellers** they accept higher prices to get filled and the market climbs; when sellers are in a hurry, it falls. Each candle is a summary of those deals over one period.',
      diagram: 'diagram-candle-anatomy',
      pointsHeading: 'Key ideas',
      points: [
        'Price moves when one side is willing to **pay up** or **sell down** to get filled.',
        'News matters only through how it changes the balance between buyers and sellers.',
        'A candle records the open, high, low and close of one time period.',
      ],
      stepsHeading: 'Try it yourself',
      steps: [
        'Open any chart on the one-hour timeframe.',
        'Pick the three largest candles of the week and note when they printed.',
        'Look up what was scheduled at those times and write down what you find.',
      ],
      closing:
        'Want more background? The encyclopedia entry on [supply and demand](https://en.wikipedia.org/wiki/Supply_and_demand) covers the economics behind this lesson.',
    },
  },
  {
    id: 'class-market-basics-3',
    title: 'Liquidity and the Trading Day',
    order: 4,
    materials: ['material-session-times'],
    content: {
      heading: 'When the market is busy',
      intro:
        'Liquidity is how easily you can trade a given size without moving the price. It is **not constant**: it rises while the large financial centres are open and drops during holidays and the quiet hours between sessions.',
      pointsHeading: 'Key ideas',
      points: [
        'High liquidity usually means tighter spreads and cleaner fills.',
        'The overlap of two major sessions is often the most active part of the day.',
        'Thin markets can jump past your stop, a cost known as **slippage**.',
      ],
      stepsHeading: 'Map your week',
      steps: [
        'Download the session times sheet attached to this class.',
        'Mark the hours you can realistically watch a screen.',
        'Circle where those hours overlap an active session: that is your trading window.',
      ],
      closing:
        'Read about [market liquidity](https://en.wikipedia.org/wiki/Market_liquidity) for a deeper explanation.',
    },
  },
  {
    id: 'class-market-basics-4',
    title: 'Bid, Ask and the Spread',
    order: 2,
    videoLink: youtube.watchShared('Spr3adD3mo4'),
    materials: ['material-spread-worksheet'],
    content: {
      heading: 'Two prices, not one',
      intro:
        'Every quote has a **bid**, the best price someone will pay you, and an **ask**, the best price someone will sell to you. The gap between them is the **spread**, and you pay it the moment you open a trade.',
      pointsHeading: 'Key ideas',
      points: [
        'You buy at the ask and sell at the bid.',
        'Spreads widen when liquidity is thin, for example around major news.',
        'A tight spread matters most for short-term strategies with small targets.',
      ],
      stepsHeading: 'Work out your cost',
      steps: [
        'Note the bid and the ask of an instrument you follow.',
        'Subtract the bid from the ask to get the spread.',
        'Compare it with your usual target: if it is more than a tenth of the target, rethink the setup.',
      ],
      closing:
        'The [bid-ask spread](https://en.wikipedia.org/wiki/Bid%E2%80%93ask_spread) article explains why dealers quote two prices.',
    },
  },
  {
    id: 'class-forex-essentials-1',
    title: 'Pips, Lots and Position Value',
    order: 2,
    videoLink: youtube.mobile('Fx3ss3nt1al'),
    materials: ['material-pip-value'],
    content: {
      heading: 'Measuring moves in pips',
      intro:
        'A **pip** is the standard unit of movement for a currency pair: the fourth decimal place for most pairs and the second for yen pairs. What a pip is worth to you depends on your **lot size**.',
      pointsHeading: 'Key ideas',
      points: [
        'A standard lot is 100,000 units of the base currency, a mini lot 10,000 and a micro lot 1,000.',
        'On EUR/USD one pip on a standard lot is worth about 10 US dollars.',
        'Convert your stop distance from pips into money **before** you enter.',
      ],
      stepsHeading: 'Worked example',
      steps: [
        'Your stop is 25 pips away on EUR/USD.',
        'With a mini lot each pip is worth about 1 US dollar.',
        'The trade therefore risks about 25 dollars, plus the spread.',
      ],
      closing:
        'See the [pip](https://en.wikipedia.org/wiki/Percentage_in_point) article for how pip sizes differ between pairs.',
    },
  },
  {
    id: 'class-forex-essentials-2',
    title: 'Leverage and Margin Without the Myths',
    order: 3,
    videoLink: youtube.embed('L3v3rag3M4r'),
    materials: ['material-margin-examples'],
    content: {
      heading: 'Leverage changes size, not skill',
      intro:
        'Leverage lets you control a position larger than your deposit; **margin** is the part of your balance the broker sets aside while the trade is open. Leverage does not change the chance of a trade working, only how much every pip costs you.',
      diagram: 'diagram-risk-reward',
      pointsHeading: 'Key ideas',
      points: [
        'High leverage makes it easy to open positions that are far too big.',
        'A **margin call** happens when losses eat into the margin your broker requires.',
        'Size positions from your stop and risk budget, never from the maximum leverage on offer.',
      ],
      stepsHeading: 'Sanity check before every trade',
      steps: [
        'Calculate the money at risk if your stop is hit.',
        'Divide it by your account balance.',
        'If the result is above your risk limit, reduce the size whatever margin is available.',
      ],
      closing:
        'The [leverage](https://en.wikipedia.org/wiki/Leverage_%28finance%29) article covers the idea beyond forex.',
    },
  },
  {
    id: 'class-forex-essentials-3',
    title: 'Reading a Currency Pair',
    order: 1,
    materials: ['material-major-pairs'],
    content: {
      heading: 'Base and quote currency',
      intro:
        'A quote such as EUR/USD 1.0850 means one unit of the **base currency** (EUR) costs 1.0850 units of the **quote currency** (USD). Buying the pair means buying the base and selling the quote at the same time.',
      pointsHeading: 'Key ideas',
      points: [
        'When the pair rises, the base currency is strengthening against the quote.',
        'The majors all include the US dollar and usually have the tightest spreads.',
        'Crosses such as EUR/GBP leave the dollar out entirely.',
      ],
      stepsHeading: 'Check your understanding',
      steps: [
        'Write down which currency you would be buying if you went long GBP/JPY.',
        'Find two pairs that tend to move in opposite directions when the dollar strengthens.',
        'Compare the spread of one major and one cross at the same time of day.',
      ],
      closing:
        'The [currency pair](https://en.wikipedia.org/wiki/Currency_pair) article lists the naming conventions in detail.',
    },
  },
];
