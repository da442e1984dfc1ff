import type { ReactNode } from 'react';
import { DownloadLink } from '@/components/ui/download-link';
import { EXPORT_FAILED, type ChartTable } from '@/lib/admin/client';
import { DataTable } from '../data-table';

export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 260;
export const MARGIN = { top: 12, right: 12, bottom: 36, left: 48 };

/** Axis text and lines: light on the console's dark background, large enough at 390 px. */
export const AXIS_STYLE = {
  stroke: '#64748b',
  tickStroke: '#64748b',
  tickLabelProps: { fill: '#cbd5e1', fontSize: 13, fontFamily: 'inherit' },
} as const;

export type LegendEntry = { label: string; swatch: string };

/**
 * A chart of the overview: its heading, the SVG (role="img", named by its title and
 * described by a one-line summary), a legend, the same figures as a table to read or copy,
 * and the chart's data as CSV.
 */
export function ChartFrame({
  id,
  title,
  summary,
  legend,
  table,
  csvHref,
  children,
}: {
  id: string;
  title: string;
  /** One sentence that says what the chart shows, for the SVG's description. */
  summary: string;
  legend?: LegendEntry[];
  table: ChartTable;
  csvHref: string;
  /** The SVG's drawing, in a CHART_WIDTH × CHART_HEIGHT view box. */
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-heading`} className="font-semibold">
          {title}
        </h3>
        <DownloadLink
          href={csvHref}
          failedText={EXPORT_FAILED}
          className="text-sm text-brand-300 underline"
        >
          Download CSV<span className="sr-only"> of {title}</span>
        </DownloadLink>
      </div>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {children}
      </svg>
      {legend && legend.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-300">
          {legend.map(({ label, swatch }) => (
            <li key={label} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-3 rounded-sm"
                style={{ background: swatch }}
              />
              {label}
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary className="cursor-pointer text-sm text-brand-300">
          {title}: the figures as a table
        </summary>
        <div className="mt-2">
          <DataTable
            label={`${title}: figures`}
            caption={title}
            columns={table.columns.map((header, i) => ({
              header,
              rowHeader: i === 0,
              numeric: table.rows.some((row) => typeof row[i] === 'number'),
              cell: (row: Array<string | number>) => row[i],
            }))}
            rows={table.rows}
            rowKey={(row, index) => `${index}:${row[0]}`}
            empty="Nothing to show yet."
          />
        </div>
      </details>
    </section>
  );
}
