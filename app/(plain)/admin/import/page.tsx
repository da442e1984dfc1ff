import Link from 'next/link';
import { ImportUploadForm } from '@/components/admin/import-upload-form';
import { buttonClass } from '@/components/ui/button';
import { fetchUnfinishedImports } from '@/lib/accounts';
import { operatorMetadata } from '@/lib/admin';
import { requireOperator } from '@/lib/auth';
import { previewImport } from './actions';

export const generateMetadata = () => operatorMetadata('Import');

const when = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

export default async function ImportPage() {
  await requireOperator();
  const unfinished = await fetchUnfinishedImports();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Import members</h1>
      <p className="max-w-2xl text-sm text-slate-300">
        Adds members and grants courses from a file in the members command&apos;s formats. Every row
        is checked first; nothing is written until you apply the preview. An import never gives the
        operator role.
      </p>
      <ImportUploadForm preview={previewImport} />
      <section aria-labelledby="unfinished-heading" className="flex flex-col gap-3">
        <h2 id="unfinished-heading" className="text-lg font-semibold">
          Unfinished imports
        </h2>
        {unfinished.length === 0 ? (
          <p className="text-sm text-slate-400">None: every import was applied to the end.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {unfinished.map((job) => (
              <li
                key={job.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-4 text-sm"
              >
                <span>
                  <span className="font-semibold">{job.fileName}</span>{' '}
                  <span className="text-slate-400">
                    by {job.operator}, {when(job.createdAt)} UTC: {job.applied} / {job.total} rows
                    applied
                  </span>
                </span>
                <Link
                  href={`/admin/import/${job.id}`}
                  aria-label={`${job.status === 'ready' ? 'Review' : 'Resume'} ${job.fileName} (${when(job.createdAt)})`}
                  className={buttonClass()}
                >
                  {job.status === 'ready' ? 'Review' : 'Resume'}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
