import type { MaterialSpec } from './types';

/** PDF materials of the risk, mindset and gold courses. */
export const RISK_AND_GOLD_MATERIALS: MaterialSpec[] = [
  {
    id: 'material-risk-checklist',
    fileName: 'risk-checklist.pdf',
    title: 'Risk Checklist',
    paragraphs: [
      'Run through this list before every trade. It takes two minutes.',
      '- My stop is where the idea is proven wrong, not where the loss feels comfortable.',
      '- My size is calculated from the stop distance and my risk per trade.',
      '- I am below my daily and weekly loss limits.',
      '- I do not already hold a position that depends on the same driver.',
      '- The reward is at least twice the risk.',
    ],
  },
  {
    id: 'material-position-size',
    fileName: 'position-size-worksheet.pdf',
    title: 'Position Size Worksheet',
    paragraphs: [
      'Size = money at risk / (stop distance x value per point).',
      '- Account balance: ____   Risk per trade (percent): ____   Money at risk: ____',
      '- Stop distance in points or pips: ____   Value per point for one unit or lot: ____',
      '- Position size, rounded down: ____',
      'Example: 50 / (40 x 1) = 1.25, so trade 1.2 mini lots.',
    ],
  },
  {
    id: 'material-stop-placement',
    fileName: 'stop-placement.pdf',
    title: 'Stop Placement Guide',
    paragraphs: [
      '- Long trades: below the zone or the last swing low, plus the spread and a small buffer.',
      '- Short trades: above the zone or the last swing high, plus the spread and a small buffer.',
      '- Never place the stop inside the zone you are trading from.',
      '- Never move the stop further away once the trade is open.',
    ],
  },
  {
    id: 'material-expectancy',
    fileName: 'expectancy-table.pdf',
    title: 'Expectancy Table',
    paragraphs: [
      'Expectancy in R = win rate x average win - loss rate x average loss.',
      '- 40 percent winners at 2R, losers at 1R: 0.4 x 2 - 0.6 x 1 = +0.2R per trade.',
      '- 55 percent winners at 1R, losers at 1R: 0.55 - 0.45 = +0.1R per trade.',
      '- 30 percent winners at 1.5R, losers at 1R: 0.45 - 0.7 = -0.25R per trade.',
    ],
  },
  {
    id: 'material-loss-limits',
    fileName: 'loss-limit-card.pdf',
    title: 'Loss Limit Card',
    paragraphs: [
      'Print this card and keep it next to your screen.',
      '- Daily loss limit: ____ (suggested: 2 to 3 times your risk per trade).',
      '- Weekly loss limit: ____ (suggested: 5 times your risk per trade).',
      '- When a limit is hit: close the platform, write the journal entry, review tomorrow.',
    ],
  },
  {
    id: 'material-trading-journal',
    fileName: 'trading-journal-template.pdf',
    title: 'Trading Journal Template',
    paragraphs: [
      'One entry per trade, written the same day.',
      '- Date, instrument, direction, entry, stop, target, size.',
      '- Reason for the trade in one sentence.',
      '- Execution grade: A (plan followed), B (small slip), C (rule broken).',
      '- Result in R and one lesson for next time.',
    ],
  },
  {
    id: 'material-pre-trade-routine',
    fileName: 'pre-trade-routine.pdf',
    title: 'Pre-Trade Routine',
    paragraphs: [
      '- Check the news calendar and mark the times to stay out.',
      '- Review the zones on your watch list and write one scenario for each.',
      '- Rate your focus from 1 to 5. Below 3: trade smaller or not at all.',
      '- Confirm your risk per trade and loss limits for today.',
    ],
  },
  {
    id: 'material-gold-drivers',
    fileName: 'gold-drivers.pdf',
    title: 'Gold Drivers at a Glance',
    paragraphs: [
      '- Real interest rates: rising real yields tend to weigh on gold.',
      '- US dollar: a stronger dollar tends to weigh on gold.',
      '- Risk sentiment: fear can lift gold, but not reliably.',
      '- Central-bank demand: slow, steady support over months.',
    ],
  },
  {
    id: 'material-gold-news',
    fileName: 'gold-news-notes.pdf',
    title: 'Gold News Notes',
    paragraphs: [
      'Releases that regularly move gold: inflation data, employment reports, central-bank rate decisions.',
      '- Before: be flat or reduce size at least fifteen minutes ahead.',
      '- During: expect wide spreads and fast spikes in both directions.',
      '- After: wait for one full candle on your timeframe before planning entries.',
    ],
  },
  {
    id: 'material-gold-trade-plan',
    fileName: 'gold-trade-plan.pdf',
    title: 'XAUUSD Trade Plan',
    paragraphs: [
      '- Daily zone and preferred direction: ____',
      '- One-hour trigger seen: ____',
      '- Entry: ____   Stop: ____   Target: ____   Reward to risk: ____',
      '- Size from stop distance and risk per trade: ____',
      '- News events in the next 24 hours: ____',
    ],
  },
];
