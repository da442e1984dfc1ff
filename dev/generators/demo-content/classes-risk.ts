import type { ClassSpec } from './types';
import { youtube } from './videos';

/** Classes of "Risk Management Rules" and "The Trading Mindset". */
export const RISK_CLASSES: ClassSpec[] = [
  {
    id: 'class-risk-management-1',
    title: 'The One Percent Rule and Position Sizing',
    order: 2,
    videoLink: youtube.watch('P0s1t10nS1z'),
    materials: ['material-position-size', 'material-risk-checklist'],
    content: {
      heading: 'Size comes from the stop',
      intro:
        'With **fixed-fraction sizing** you risk the same small share of your account on every trade, commonly 1% or less. The position size is whatever makes the distance to your stop cost exactly that amount.',
      diagram: 'diagram-risk-reward',
      pointsHeading: 'Key ideas',
      points: [
        '**Size = money at risk / (stop distance x value per point).**',
        'A wider stop means a smaller position, not a larger loss.',
        'As the account shrinks, the money at risk shrinks with it.',
      ],
      stepsHeading: 'Worked example',
      steps: [
        'Account balance 5,000; risk per trade 1%, so 50.',
        'Stop distance 40 pips; one pip on a mini lot is worth about 1.',
        'Position size: 50 / (40 x 1) = 1.25 mini lots, rounded down to 1.2.',
      ],
      closing:
        'For a mathematical take on bet sizing, see the [Kelly criterion](https://en.wikipedia.org/wiki/Kelly_criterion) and why most traders use only a fraction of it. How the orders themselves work is covered in [a lesson on order types](entry:class-market-basics-1).',
    },
  },
  {
    id: 'class-risk-management-2',
    title: 'Why Risk Comes Before Reward',
    order: 1,
    videoLink: youtube.shortLink('R1skF1rst02'),
    materials: ['material-risk-checklist'],
    content: {
      heading: 'Survive first',
      intro:
        'Every trader loses trades; the ones who last keep their losses **small and boring**. Before asking how much a trade could make, ask what it can cost and whether you could take ten of those losses in a row.',
      pointsHeading: 'Key ideas',
      points: [
        'A 50% loss needs a 100% gain just to get back to even.',
        'Risk is decided when you choose the stop and the size, not after entry.',
        'Keeping risk consistent is what makes your results measurable.',
      ],
      stepsHeading: 'Your first rule',
      steps: [
        'Decide the largest share of your account you will risk on one trade.',
        'Write it on the checklist attached to this class.',
        'Keep it unchanged for your next twenty trades.',
      ],
      closing:
        'The idea of [drawdown](https://en.wikipedia.org/wiki/Drawdown_%28economics%29) shows why deep losses are so hard to recover from.',
    },
  },
  {
    id: 'class-risk-management-3',
    title: 'Risk-to-Reward and Win Rate',
    order: 4,
    videoLink: youtube.live('Exp3ct4ncy3'),
    materials: ['material-expectancy'],
    content: {
      heading: 'Two numbers that decide your results',
      intro:
        'A strategy that wins only **40%** of the time can still make money if its winners are twice the size of its losers. What counts is **expectancy**: the average result per trade, measured in units of risk (R).',
      pointsHeading: 'Key ideas',
      points: [
        'Expectancy = win rate x average win - loss rate x average loss.',
        'A bigger target usually lowers the win rate; judge the two together.',
        'You need at least thirty trades before the numbers mean much.',
      ],
      stepsHeading: 'Calculate your expectancy',
      steps: [
        'Record every result in R, where 1R is the amount you risked.',
        'After thirty trades, work out the win rate and the average win and loss.',
        'Plug them into the formula; if the result is negative, stop and review.',
      ],
      closing:
        'The [expected value](https://en.wikipedia.org/wiki/Expected_value) article covers the maths behind expectancy.',
    },
  },
  {
    id: 'class-risk-management-4',
    title: 'Placing Stops Where the Idea Is Wrong',
    order: 3,
    videoLink: youtube.shorts('St0pPl4c3_4'),
    materials: ['material-stop-placement'],
    content: {
      heading: 'A stop is a price, not an amount',
      intro:
        'Place the stop where the **reason for the trade no longer holds**, for example beyond the zone you are trading from, and then size the position to fit it. A stop chosen because a certain loss feels acceptable ends up in a random place.',
      pointsHeading: 'Key ideas',
      points: [
        'Put stops beyond structure: zones, swing highs or swing lows.',
        'Allow for the spread and the normal noise around the level.',
        '**Never widen a stop** once the trade is open.',
      ],
      stepsHeading: 'Review your last trades',
      steps: [
        'List your last ten stops and where they sat relative to structure.',
        'Mark the ones that were hit just before the market went your way.',
        'Check whether those stops sat inside the noise of the level.',
      ],
      closing:
        'A protective stop is a [stop order](https://en.wikipedia.org/wiki/Order_%28exchange%29), with the same risk of slippage in fast markets.',
    },
  },
  {
    id: 'class-risk-management-5',
    title: 'Correlation: The Hidden Double Risk',
    order: 6,
    content: {
      heading: 'Two trades, one idea',
      intro:
        'Buying EUR/USD and GBP/USD at the same time is often **one bet on the dollar** placed twice. When positions are correlated, your real risk is the sum of both stops, not one of them.',
      pointsHeading: 'Key ideas',
      points: [
        'Pairs that share a currency often move together.',
        'Gold and the US dollar often move in opposite directions.',
        'Count correlated positions as one when checking your risk limit.',
      ],
      stepsHeading: 'Check your exposure',
      steps: [
        'List your open positions and the currency or asset each one depends on.',
        'Group the positions that depend on the same driver.',
        'Add up the risk in each group and compare it with your per-trade limit.',
      ],
      closing:
        'See [correlation](https://en.wikipedia.org/wiki/Correlation) for how the relationship is measured.',
    },
  },
  {
    id: 'class-risk-management-6',
    title: 'Daily and Weekly Loss Limits',
    order: 5,
    videoLink: youtube.legacyV('L0ssL1m1t_6'),
    materials: ['material-loss-limits'],
    content: {
      heading: 'A circuit breaker for bad days',
      intro:
        'Even with small risk per trade, a run of impulsive trades can do real damage in one afternoon. A **loss limit** is a point agreed in advance at which you stop trading for the day or the week, whatever the chart looks like.',
      pointsHeading: 'Key ideas',
      points: [
        'A common daily limit is two to three times your risk per trade.',
        'The weekly limit should be hit rarely; if it is hit often, the strategy needs work.',
        'Stopping is the rule; the review comes the next day.',
      ],
      stepsHeading: 'Set your limits',
      steps: [
        'Write your daily and weekly limits on the loss-limit card.',
        'Put the numbers somewhere you will see them while trading.',
        'When a limit is hit, close the platform and fill in your journal.',
      ],
      closing:
        'Loss limits help against [loss aversion](https://en.wikipedia.org/wiki/Loss_aversion) and the urge to win money back quickly.',
    },
  },
  {
    id: 'class-trading-mindset-1',
    title: 'Handling a Losing Streak',
    order: 3,
    // The mindset course opens week by week after a member's access began (drip release).
    releaseAfterDays: 14,
    videoLink: youtube.noCookie('L0s1ngStr3k'),
    content: {
      heading: 'Streaks are normal',
      intro:
        'With a 50% win rate, losing **five trades in a row** is not rare over a few hundred trades. Streaks feel personal, but they are usually just statistics. The danger lies in how you react to them.',
      diagram: 'diagram-risk-reward',
      pointsHeading: 'Key ideas',
      points: [
        'Do not increase size to win losses back.',
        'After a set number of losses in a row, halve your risk until you win again.',
        'Review the streak: were the trades good decisions that simply lost?',
      ],
      stepsHeading: 'Your streak plan',
      steps: [
        'Decide how many consecutive losses trigger a smaller size.',
        'Decide what result brings you back to your normal size.',
        'Write both rules next to your loss limits.',
      ],
      closing:
        'When reviewing, watch out for [confirmation bias](https://en.wikipedia.org/wiki/Confirmation_bias) and look for evidence against your view too.',
    },
  },
  {
    id: 'class-trading-mindset-2',
    title: 'Process Over Outcome',
    order: 1,
    videoLink: youtube.mobile('Pr0c3ss0v3r'),
    materials: ['material-trading-journal'],
    content: {
      heading: 'Judge the decision, not the result',
      intro:
        'A good trade can lose money and a bad one can win. Judge yourself by single outcomes and you will learn the wrong lessons; judge each trade by **whether you followed your plan**.',
      pointsHeading: 'Key ideas',
      points: [
        'Grade every trade on execution: A when perfect, C when a rule was broken.',
        'Over many trades, good execution is what produces good results.',
        'A lucky win from a broken rule is still a mistake worth writing down.',
      ],
      stepsHeading: 'Start a journal',
      steps: [
        'Download the journal template attached to this class.',
        'After each trade, record the plan, the execution grade and one lesson.',
        'Review the week every Friday before looking at profit and loss.',
      ],
      closing:
        'The habit protects you against [outcome bias](https://en.wikipedia.org/wiki/Outcome_bias), a well-documented thinking error.',
    },
  },
  {
    id: 'class-trading-mindset-3',
    title: 'Building a Pre-Trade Routine',
    order: 2,
    releaseAfterDays: 7,
    materials: ['material-pre-trade-routine'],
    content: {
      heading: 'The same steps, every session',
      intro:
        'Pilots use checklists because routines beat memory under pressure. A short **pre-trade routine** gets you calm and prepared, and filters out trades you would regret.',
      pointsHeading: 'Key ideas',
      points: [
        'Keep the routine short enough that you actually do it.',
        'Check your mood and energy, not only the charts.',
        'Skipping the routine is a signal to skip the session.',
      ],
      stepsHeading: 'A ten-minute routine',
      steps: [
        'Check the news calendar and mark the times to avoid.',
        'Review your zones and write down one scenario for each.',
        'Rate your focus from 1 to 5; below 3, trade smaller or not at all.',
      ],
      closing:
        'Routines also reduce [decision fatigue](https://en.wikipedia.org/wiki/Decision_fatigue) during the session.',
    },
  },
];
