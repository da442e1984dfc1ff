import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ImportRunner } from '@/components/admin/import-runner';
import { PreviewIssues, PreviewTable, ReportTable } from '@/components/admin/import-tables';
import { buttonClass } from '@/components/ui/button';
import { fetchImportJob, importProgress, reportRows, stoppedAt } from '@/lib/accounts';
import { operatorMetadata } from '@/lib/admin';
import { requireOperator } from '@/lib/auth';
import { applyImportChunk } from '../actions';

export const generateMetadata = () => operatorMetadata('Import');

export default async function ImportJobPage({ params }: PageProps<'/admin/import/[id]'>) {
  await requireOperator();
  const job = await fetchImportJob((await params).id);
  if (!job) notFound();
  const progress = importProgress(job);
  const stopped = stoppedAt(job);
  const unknown = job.rows.filter((row) => row.unknownCourses.length).length;
  const duplicates = job.rows.filter((row) => row.duplicateOf !== null).length;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <Link href="/admin/import" className="text-sm text-brand-300 hover:underline">
          ← Imports
        </Link>
        <h1 className="text-2xl font-bold tracking-tight break-all">Import of {job.fileName}</h1>
        <p className="text-sm text-slate-400">Uploaded by {job.operator}</p>
      </div>

      <section aria-labelledby="preview-heading" className="flex flex-col gap-3">
        <h2 id="preview-heading" className="text-lg font-semibold">
          Preview
        </h2>
        <p className="text-sm text-slate-300" data-testid="import-preview-summary">
          {job.rows.length} rows to apply, {job.errors.length} unreadable (not applied), {unknown}{' '}
          with unknown course ids, {duplicates} repeating an e-mail.
        </p>
        <PreviewIssues rows={job.rows} errors={job.errors} />
        <details className="rounded-2xl border border-ink-700 p-4">
          <summary className="cursor-pointer text-sm font-semibold">
            All {job.rows.length} rows to apply
          </summary>
          <div className="mt-3">
            <PreviewTable rows={job.rows} />
          </div>
        </details>
      </section>

      <ImportRunner id={job.id} initial={progress} applyChunk={applyImportChunk} />

      {progress.status !== 'ready' && (
        <section aria-labelledby="report-heading" className="flex flex-col gap-3">
          <h2 id="report-heading" className="text-lg font-semibold">
            Report
          </h2>
          {stopped && <p className="text-sm font-semibold text-amber-200">{stopped}</p>}
          <a
            href={`/admin/import/${job.id}/report`}
            download
            className={`${buttonClass()} self-start`}
          >
            Download the report (CSV)
          </a>
          <ReportTable rows={reportRows(job)} />
        </section>
      )}
    </div>
  );
}
