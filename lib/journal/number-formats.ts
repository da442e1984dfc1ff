/**
 * How the journal writes its numbers (Intl.NumberFormat options, through lib/i18n's
 * formatter). None writes "-0": a short closed at its entry is R 0.00, not -0.00.
 */
export const JOURNAL_NUMBERS = {
  /** Prices and sizes, as precise as they were typed. */
  price: { maximumFractionDigits: 6 },
  /** R multiples, expectancy, profit factor: two decimals. */
  ratio: { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' },
  /** Sums of R: up to two decimals. */
  sum: { maximumFractionDigits: 2, signDisplay: 'negative' },
  /**
   * Profit and loss in the instrument's price units: two decimals, or two significant digits
   * when that says more (a forex move of 0.0012 on a size of 1 is not "0").
   */
  money: {
    maximumFractionDigits: 2,
    maximumSignificantDigits: 2,
    roundingPriority: 'morePrecision',
    signDisplay: 'negative',
  },
} as const satisfies Record<string, Intl.NumberFormatOptions>;
