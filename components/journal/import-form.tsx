'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl/react';
import { Button } from '@/components/ui/button';
import {
  IMPORT_FILE_BYTES,
  IMPORT_FILE_ROWS,
  importBatches,
  type ImportRow,
} from '@/lib/journal/client';

export type ImportAnswer =
  | { ok: true; total: number; preview: string[][]; rows: ImportRow[] }
  /** The file's bad lines. */
  | { ok: false; errors: string[] }
  /** The preview refused for another reason (signed out, too many, a failure). */
  | { ok: false; refusal: string };
export type ImportWritten =
  { ok: true; added: number; already: number } | { ok: false; errors: string[] };

/**
 * The import: pick a `CSV file`, see a preview (or every bad line, and nothing imported),
 * then `Import` sends the previewed rows batch by batch (the file is sent once, to the
 * preview) with a progress bar. A failure says so and leaves the form usable again.
 */
export function ImportForm({
  preview: previewFile,
  write,
}: {
  preview: (text: string) => Promise<ImportAnswer>;
  write: (rows: ImportRow[], last: boolean) => Promise<ImportWritten>;
}) {
  const t = useTranslations('journal');
  const columns = [
    'opened',
    'instrument',
    'direction',
    'setup',
    'entry',
    'stop',
    'exit',
    'size',
  ] as const;
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<{ added: number; already: number } | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function preview(form: FormData) {
    const picked = form.get('file');
    if (!(picked instanceof File)) return;
    setBusy(true);
    setResult(null);
    setProgress(null);
    setFailure(null);
    setAnswer(null);
    try {
      if (picked.size > IMPORT_FILE_BYTES)
        setFailure([t('import.tooLarge', { rows: IMPORT_FILE_ROWS })]);
      else {
        const previewed = await previewFile(await picked.text());
        if ('refusal' in previewed) setFailure([previewed.refusal]);
        else setAnswer(previewed);
      }
    } catch {
      setFailure([t('import.failed')]);
    } finally {
      setBusy(false);
    }
  }

  // Submitted by hand, not as the form's action: React resets a form after its action, which
  // would empty the file box when the preview is refused (as trade-form.tsx does).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void preview(new FormData(event.currentTarget));
  };

  async function importAll() {
    if (!answer?.ok) return;
    setBusy(true);
    setFailure(null);
    const total = { added: 0, already: 0 };
    let done = 0;
    setProgress({ done, total: answer.total });
    try {
      const batches = importBatches(answer.rows);
      for (const [index, batch] of batches.entries()) {
        const written = await write(batch, index === batches.length - 1);
        if (!written.ok) {
          setFailure(written.errors);
          return;
        }
        total.added += written.added;
        total.already += written.already;
        done += batch.length;
        setProgress({ done, total: answer.total });
      }
      setResult(total);
    } catch {
      setFailure([t('import.failed')]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          <span>{t('import.file')}</span>
          <input type="file" name="file" accept=".csv,text/csv" required />
        </label>
        <Button type="submit" disabled={busy}>
          {t('import.preview')}
        </Button>
      </form>
      {answer && 'errors' in answer && (
        <div role="alert" className="flex flex-col gap-2 text-sm text-red-300">
          <p>{t('import.badHeading')}</p>
          <ul className="list-disc pl-5">
            {answer.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
      {answer?.ok && (
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">
            {t('import.previewHeading', { count: answer.total })}
          </h2>
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {t(`fields.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {answer.preview.map((row, i) => (
                <tr key={i} className="border-t border-ink-800">
                  {row.map((cell, j) => (
                    <td key={j}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {answer.total > answer.preview.length && (
            <p className="text-xs text-slate-400">
              {t('import.previewMore', { shown: answer.preview.length })}
            </p>
          )}
          <Button
            type="button"
            variant="primary"
            disabled={busy || result !== null}
            onClick={importAll}
            className="self-start"
          >
            {t('import.import')}
          </Button>
        </section>
      )}
      {failure && (
        <div role="alert" className="flex flex-col gap-1 text-sm text-red-300">
          {failure.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      )}
      {progress && (
        <div className="flex flex-col gap-1">
          <progress value={progress.done} max={progress.total} className="w-full" />
          <p role="status" className="text-sm">
            {result ? t('import.done', result) : t('import.progress', progress)}
          </p>
        </div>
      )}
    </div>
  );
}
