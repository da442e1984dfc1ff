import type { Figure } from '@/lib/admin/client';

/** The overview's headline figures: a description list, so each value keeps its label. */
export function OverviewFigures({ figures }: { figures: Figure[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {figures.map(({ label, value }) => (
        <div
          key={label}
          className="flex flex-col-reverse gap-1 rounded-2xl border border-ink-700 bg-ink-900 p-4"
          data-figure={label}
        >
          <dt className="text-sm text-slate-300">{label}</dt>
          <dd className="text-2xl font-bold break-words tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
