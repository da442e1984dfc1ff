'use client';

import { useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { Button } from '@/components/ui/button';

export type ImportAnswer =
  | {
      ok: true;
      total: number;
      chunks: number;
      preview: string[][];
      added: number;
      already: number;
    }
  | { ok: false; errors: string[] };

/**
 * The import: pick a `CSV file`, see a preview (or every bad line, and nothing imported),
 * then `Import` writes it chunk by chunk with a progress bar.
 */
export function ImportForm({
  step,
}: {
  step: (text: string, chunk: number) => Promise<ImportAnswer>;
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
  const [file, setFile] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<{ added: number; already: number } | null>(null);
  const [busy, setBusy] = useState(false);

  async function preview(form: FormData) {
    const picked = form.get('file');
    if (!(picked instanceof File)) return;
    const text = await picked.text();
    setBusy(true);
    setResult(null);
    setProgress(null);
    setFile(text);
    setAnswer(await step(text, -1));
    setBusy(false);
  }

  async function importAll() {
    if (!file || !answer?.ok) return;
    setBusy(true);
    let added = 0;
    let already = 0;
    for (let chunk = 0; chunk < answer.chunks; chunk++) {
      setProgress({
        done: Math.min(chunk * Math.ceil(answer.total / answer.chunks), answer.total),
        total: answer.total,
      });
      const written = await step(file, chunk);
      if (!written.ok) {
        setAnswer(written);
        setBusy(false);
        return;
      }
      added += written.added;
      already += written.already;
    }
    setProgress({ done: answer.total, total: answer.total });
    setResult({ added, already });
    setBusy(false);
  }

  return (
    <div className="flex flex-col gap-4">
      <form action={preview} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          <span>{t('import.file')}</span>
          <input type="file" name="file" accept=".csv,text/csv" required />
        </label>
        <Button type="submit" disabled={busy}>
          {t('import.preview')}
        </Button>
      </form>
      {answer && !answer.ok && (
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
