import { FOUNDATION_CLASSES } from './classes-foundations';
import { PATTERN_AND_GOLD_CLASSES } from './classes-patterns-gold';
import { RISK_CLASSES } from './classes-risk';
import { TECHNICAL_CLASSES } from './classes-technical';
import type { CategorySpec, ClassSpec, CourseSpec } from './types';

/**
 * Categories and courses. The arrays are deliberately NOT in `order` sequence (neither
 * overall nor within a category), and each course lists its classes shuffled, so the app's
 * sorting is exercised.
 */
export const CATEGORIES: CategorySpec[] = [
  { id: 'cat-risk', name: 'Risk & Psychology', order: 3 },
  { id: 'cat-foundations', name: 'Trading Foundations', order: 1 },
  { id: 'cat-technical', name: 'Technical Analysis', order: 2 },
];

export const COURSES: CourseSpec[] = [
  {
    id: 'course-candlesticks',
    title: 'Reading Candlesticks',
    description:
      'Every candle tells a short story about a contest between buyers and sellers. Learn to read single candles and small groups in context instead of memorising pattern names.',
    courseImage: 'cover-candlesticks',
    category: 'cat-technical',
    order: 2,
    classes: [
      'class-candlesticks-1',
      'class-candlesticks-4',
      'class-candlesticks-2',
      'class-candlesticks-3',
    ],
  },
  {
    // Deliberately without description and course image.
    id: 'course-trading-mindset',
    title: 'The Trading Mindset',
    category: 'cat-risk',
    order: 2,
    classes: ['class-trading-mindset-3', 'class-trading-mindset-1', 'class-trading-mindset-2'],
  },
  {
    id: 'course-forex-essentials',
    title: 'Forex Essentials',
    description:
      'Currency pairs, pips, lots and leverage, explained with worked examples. By the end you can size a forex position and know which sessions suit your schedule.',
    courseImage: 'cover-forex-essentials',
    category: 'cat-foundations',
    order: 2,
    classes: ['class-forex-essentials-2', 'class-forex-essentials-3', 'class-forex-essentials-1'],
  },
  {
    // Deliberately without a category.
    id: 'course-gold-playbook',
    title: 'Gold Trading Playbook',
    description:
      'How gold reacts to interest rates, the US dollar and scheduled news, plus a one-page plan for trading XAUUSD with a clear stop and target.',
    courseImage: 'cover-gold-playbook',
    order: 1,
    classes: [
      'class-gold-playbook-4',
      'class-gold-playbook-1',
      'class-gold-playbook-2',
      'class-gold-playbook-3',
    ],
  },
  {
    // Deliberately without a title.
    id: 'course-untitled',
    description:
      'Work in progress: a practical look at chart patterns such as triangles and flags, and how to trade their breakouts without chasing price.',
    courseImage: 'cover-untitled',
    category: 'cat-technical',
    order: 3,
    classes: ['class-untitled-2', 'class-untitled-3', 'class-untitled-1'],
  },
  {
    id: 'course-market-basics',
    title: 'How Markets Move',
    description:
      'Start here. Learn what actually moves a price, who takes the other side of your orders, and the basic vocabulary every chart and broker uses.',
    courseImage: 'cover-market-basics',
    category: 'cat-foundations',
    order: 1,
    classes: [
      'class-market-basics-3',
      'class-market-basics-1',
      'class-market-basics-4',
      'class-market-basics-2',
    ],
  },
  {
    id: 'course-support-resistance',
    title: 'Support and Resistance',
    description:
      'Mark the price zones where buyers and sellers have reacted before, and plan entries, stops and targets around them.',
    courseImage: 'cover-support-resistance',
    category: 'cat-technical',
    order: 1,
    classes: [
      'class-support-resistance-4',
      'class-support-resistance-2',
      'class-support-resistance-5',
      'class-support-resistance-1',
      'class-support-resistance-3',
    ],
  },
  {
    id: 'course-risk-management',
    title: 'Risk Management Rules',
    description:
      'The rules that keep you in the game: position sizing, stop placement, risk-to-reward and loss limits, with checklists you can print.',
    courseImage: 'cover-risk-management',
    category: 'cat-risk',
    order: 1,
    classes: [
      'class-risk-management-2',
      'class-risk-management-4',
      'class-risk-management-1',
      'class-risk-management-6',
      'class-risk-management-3',
      'class-risk-management-5',
    ],
  },
];

/** All classes, in the order they appear in the export. */
export const CLASSES: ClassSpec[] = [
  ...FOUNDATION_CLASSES,
  ...TECHNICAL_CLASSES,
  ...PATTERN_AND_GOLD_CLASSES,
  ...RISK_CLASSES,
];
