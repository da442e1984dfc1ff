import { getFormatter, getTranslator, type Locale } from '@/lib/i18n';
import {
  equityCurve,
  figuresOf,
  JOURNAL_NUMBERS,
  rowsOf,
  type Figures,
  type Summary,
  type Totals,
} from '@/lib/journal/client';

/** The figures' numbers as the member's language writes them (Intl underneath). */
function figureTexts(locale: Locale) {
  const t = getTranslator(locale, 'journal');
  const format = getFormatter(locale);
  const { ratio, money } = JOURNAL_NUMBERS;
  const none = t('figures.none');
  return {
    t,
    format,
    trades: (f: Figures) => format.number(f.trades),
    winRate: (f: Figures) =>
      f.winRate === null
        ? none
        : format.number(f.winRate / 100, { style: 'percent', maximumFractionDigits: 1 }),
    expectancy: (f: Figures) =>
      f.expectancy === null
        ? none
        : t('figures.expectancyValue', { value: format.number(f.expectancy, ratio) }),
    profitFactor: (f: Figures) =>
      f.noLoss
        ? t('figures.noLoss')
        : f.profitFactor === null
          ? none
          : format.number(f.profitFactor, ratio),
    net: (f: Figures) => format.number(f.net, money),
  };
}

const COLUMNS = ['trades', 'winRate', 'expectancy', 'profitFactor', 'net'] as const;

/** Win rate, Expectancy, Profit factor and net P&L of the trades shown, under their labels. */
export function FiguresPanel({ locale, totals }: { locale: Locale; totals: Totals }) {
  const texts = figureTexts(locale);
  const figures = figuresOf(totals);
  return (
    <section aria-labelledby="journal-figures" className="flex flex-col gap-3">
      <h2 id="journal-figures" className="text-xl font-semibold">
        {texts.t('figures.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {COLUMNS.map((column) => (
          <div key={column} className="rounded-xl border border-ink-700 p-3">
            <dt className="text-xs text-slate-400">{texts.t(`figures.${column}`)}</dt>
            <dd data-figure={column} className="text-lg font-semibold">
              {texts[column](figures)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The same figures per setup, instrument or month: a table of the stored buckets. */
export function BucketTable({
  locale,
  kind,
  buckets,
}: {
  locale: Locale;
  kind: 'setup' | 'instrument' | 'month';
  buckets: Record<string, Totals>;
}) {
  const texts = figureTexts(locale);
  const rows = rowsOf(buckets);
  if (kind === 'month') rows.sort((a, b) => b.key.localeCompare(a.key));
  const name = (key: string) => {
    if (kind === 'setup' && key === '') return texts.t('tables.noSetup');
    if (kind !== 'month') return key;
    const [year, month] = key.split('-').map(Number) as [number, number];
    return texts.format.dateTime(new Date(Date.UTC(year, month - 1, 15)), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  };
  if (rows.length === 0) return null;
  return (
    <table className="w-full text-left text-sm">
      <caption className="text-left text-lg font-semibold">{texts.t(`tables.${kind}`)}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.t(`fields.${kind === 'month' ? 'closed' : kind}`)}</th>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {texts.t(`figures.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-ink-800">
            <th scope="row" className="font-normal">
              {name(row.key)}
            </th>
            {COLUMNS.map((column) => (
              <td key={column}>{texts[column](row.figures)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const WIDTH = 600;
const HEIGHT = 200;

/**
 * The equity curve in R, drawn on the server as SVG (hidden from screen readers), with the
 * same points in a table beside it for them.
 */
export function EquityCurve({ locale, summary }: { locale: Locale; summary: Summary }) {
  const texts = figureTexts(locale);
  const points = equityCurve(summary.days);
  const { ratio } = JOURNAL_NUMBERS;
  const totals = [0, ...points.map((p) => p.total)];
  const [low, high] = [Math.min(...totals), Math.max(...totals)];
  const span = high - low || 1;
  const x = (i: number) => (points.length <= 1 ? WIDTH : (i / (points.length - 1)) * WIDTH);
  const y = (value: number) => HEIGHT - ((value - low) / span) * HEIGHT;
  const dayText = (day: string) =>
    texts.format.dateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section aria-labelledby="journal-equity" className="flex flex-col gap-3">
      <h2 id="journal-equity" className="text-xl font-semibold">
        {texts.t('equity.heading')}
      </h2>
      {points.length === 0 ? (
        <p className="text-slate-400">{texts.t('equity.empty')}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <svg
            viewBox={`-4 -4 ${WIDTH + 8} ${HEIGHT + 8}`}
            aria-hidden="true"
            className="w-full rounded-xl border border-ink-700"
          >
            <line x1={0} x2={WIDTH} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity={0.3} />
            <polyline
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              className="text-brand-400"
              points={points.map((p, i) => `${x(i).toFixed(1)},${y(p.total).toFixed(1)}`).join(' ')}
            />
          </svg>
          <div className="max-h-64 overflow-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{texts.t('equity.label')}</caption>
              <thead>
                <tr>
                  <th scope="col">{texts.t('equity.day')}</th>
                  <th scope="col">{texts.t('equity.r')}</th>
                  <th scope="col">{texts.t('equity.total')}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.day}>
                    <th scope="row" className="font-normal">
                      {dayText(p.day)}
                    </th>
                    <td>{texts.format.number(p.r, ratio)}</td>
                    <td>{texts.format.number(p.total, ratio)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * A calendar of the `months` months up to the latest close, its days each coloured by its R (green above 0, red
 * below), as SVG, with the days that had closes in a table beside it for screen readers.
 */
export function DayCalendar({
  locale,
  summary,
  months = 3,
}: {
  locale: Locale;
  summary: Summary;
  months?: number;
}) {
  const texts = figureTexts(locale);
  const latest = Object.keys(summary.days).sort().at(-1);
  if (!latest) return null;
  const [year, month] = latest.split('-').map(Number) as [number, number];
  const grids = Array.from({ length: months }, (_, i) => {
    const first = new Date(Date.UTC(year, month - 1 - (months - 1 - i), 1));
    const days = new Date(
      Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
    ).getUTCDate();
    return { first, days };
  });
  const keyOf = (date: Date) => date.toISOString().slice(0, 10);
  const shown = grids.flatMap(({ first, days }) =>
    Array.from({ length: days }, (_, d) =>
      keyOf(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), d + 1))),
    ),
  );
  const traded = shown.filter((day) => summary.days[day]);
  const cell = 14;
  return (
    <section aria-labelledby="journal-calendar" className="flex flex-col gap-3">
      <h2 id="journal-calendar" className="text-xl font-semibold">
        {texts.t('calendar.heading')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <svg
          viewBox={`0 0 ${months * (7 * cell + 10)} ${6 * cell}`}
          aria-hidden="true"
          className="w-full"
        >
          {grids.map(({ first, days }, g) =>
            Array.from({ length: days }, (_, d) => {
              const date = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), d + 1));
              const offset = (first.getUTCDay() + 6) % 7;
              const slot = offset + d;
              const r = summary.days[keyOf(date)]?.sumR;
              const fill =
                r === undefined ? '#1e293b' : r > 0 ? '#10b981' : r < 0 ? '#ef4444' : '#94a3b8';
              return (
                <rect
                  key={`${g}-${d}`}
                  x={g * (7 * cell + 10) + (slot % 7) * cell}
                  y={Math.floor(slot / 7) * cell}
                  width={cell - 2}
                  height={cell - 2}
                  rx={2}
                  fill={fill}
                />
              );
            }),
          )}
        </svg>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{texts.t('calendar.label')}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.t('calendar.day')}</th>
              <th scope="col">{texts.t('calendar.trades')}</th>
              <th scope="col">{texts.t('calendar.r')}</th>
              <th scope="col">{texts.t('calendar.net')}</th>
            </tr>
          </thead>
          <tbody>
            {traded.map((day) => {
              const totals = summary.days[day]!;
              return (
                <tr key={day}>
                  <th scope="row" className="font-normal">
                    {texts.format.dateTime(new Date(`${day}T12:00:00Z`), {
                      dateStyle: 'medium',
                      timeZone: 'UTC',
                    })}
                  </th>
                  <td>{texts.format.number(totals.count)}</td>
                  <td>{texts.format.number(totals.sumR, JOURNAL_NUMBERS.sum)}</td>
                  <td>{texts.format.number(totals.net, JOURNAL_NUMBERS.money)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
