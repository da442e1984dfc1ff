'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { fileProblem, IMPORT_LIMITS } from '@/lib/accounts/client';
import type { ActionResult } from '@/lib/admin/client';

const UNREADABLE =
  'File: the file could not be sent; check that it is a CSV or JSON file under the size limit.';

async function readUtf8(file: File): Promise<string | null> {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return null;
  }
}

/**
 * Picks the file and asks the server for a preview. An onSubmit handler rather than a form
 * action, which would reset the form: a refused file stays chosen.
 */
export function ImportUploadForm({
  preview,
}: {
  preview: (file: { name: string; text: string }) => Promise<ActionResult<{ id: string }>>;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    const upload = file instanceof File ? file : null;
    const problem = fileProblem(upload);
    if (problem || !upload) return setError(problem);
    const text = await readUtf8(upload);
    if (text === null) return setError(`File: ${upload.name} is not a UTF-8 text file.`);
    setPending(true);
    setError(null);
    try {
      const result = await preview({ name: upload.name, text });
      if (result.ok) return router.push(`/admin/import/${result.data.id}`);
      setError(result.error);
    } catch {
      setError(UNREADABLE);
    }
    setPending(false);
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-900 p-5"
    >
      <div className="flex flex-col gap-2">
        <label htmlFor="import-file" className="text-sm font-semibold">
          File
        </label>
        <input
          id="import-file"
          name="file"
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'import-file-error import-file-hint' : 'import-file-hint'}
          className="text-sm text-slate-300 file:mr-3 file:rounded-lg file:border file:border-ink-700 file:bg-ink-800 file:px-3 file:py-2 file:font-semibold file:text-slate-100"
        />
        <p id="import-file-hint" className="text-sm text-slate-400">
          CSV with a header <code>email,courses</code> (course ids separated by <code>;</code>) or
          JSON <code>{'{ "members": [ { "email", "password?", "courses?" } ] }'}</code>. Up to{' '}
          {IMPORT_LIMITS.maxRows} rows and {IMPORT_LIMITS.maxBytes / 1024} KB.
        </p>
        {error && (
          <p id="import-file-error" role="alert" className="text-sm font-semibold text-red-300">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" variant="primary" disabled={pending} className="self-start">
        {pending ? 'Checking…' : 'Preview'}
      </Button>
    </form>
  );
}
