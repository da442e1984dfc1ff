'use server';

import { revalidatePath } from 'next/cache';
import type { ImportAnswer } from '@/components/journal/import-form';
import { getCurrentSession, getRequestLocale } from '@/lib/auth';
import { getFormatter, getTranslator, momentOptions } from '@/lib/i18n';
import {
  IMPORT_CHUNK,
  importTradeChunk,
  MAX_TRADES,
  parseTradesCsv,
  problemMessage,
} from '@/lib/journal';
import { log } from '@/lib/log';
import { journalTimeZone } from '../time-zone';

const PREVIEW_ROWS = 10;

async function texts() {
  const locale = await getRequestLocale();
  const t = getTranslator(locale, 'journal');
  const words = (key: string, values?: Record<string, string | number>) =>
    t(key as never, { max: MAX_TRADES, ...values } as never);
  const zone = await journalTimeZone();
  return { t, words, zone, format: getFormatter(locale, zone) };
}

/**
 * Reads the file (its text, sent again with each step: the server keeps nothing between
 * calls) and answers either its first rows and how many there are, or every bad line and
 * why. `chunk` ≥ 0 also writes that chunk of IMPORT_CHUNK trades: the form calls chunk
 * after chunk, showing the progress, each chunk one transaction with the totals.
 */
export async function importStepAction(text: string, chunk: number): Promise<ImportAnswer> {
  const session = await getCurrentSession();
  const { t, words, zone, format } = await texts();
  if (!session) return { ok: false, errors: [words('problems.notSignedIn')] };
  if (typeof text !== 'string' || !Number.isInteger(chunk))
    return { ok: false, errors: [words('problems.failed')] };
  const parsed = parseTradesCsv(text, zone);
  if (!parsed.ok)
    return {
      ok: false,
      errors: parsed.errors.map((error) =>
        t('import.line', {
          line: error.line,
          problems: error.problems.map((problem) => problemMessage(words, problem)).join(' '),
        }),
      ),
    };
  const total = parsed.trades.length;
  const chunks = Math.ceil(total / IMPORT_CHUNK);
  const preview = parsed.trades
    .slice(0, PREVIEW_ROWS)
    .map(({ trade }) => [
      format.dateTime(trade.opened, momentOptions(zone)),
      trade.instrument,
      t(`direction.${trade.direction}`),
      trade.setup,
      format.number(trade.entry, { maximumFractionDigits: 6 }),
      format.number(trade.stop, { maximumFractionDigits: 6 }),
      trade.exit === null
        ? t('trades.open')
        : format.number(trade.exit, { maximumFractionDigits: 6 }),
      format.number(trade.size, { maximumFractionDigits: 6 }),
    ]);
  if (chunk < 0 || chunk >= chunks)
    return { ok: true, total, chunks, preview, added: 0, already: 0 };
  try {
    const rows = parsed.trades.slice(chunk * IMPORT_CHUNK, (chunk + 1) * IMPORT_CHUNK);
    const written = await importTradeChunk(session.member.email, rows, zone);
    if (!written.ok) return { ok: false, errors: [words('problems.limit')] };
    if (chunk === chunks - 1) revalidatePath('/home/journal');
    return { ok: true, total, chunks, preview, ...written.value };
  } catch (error) {
    log('error', 'journal import failed', { action: 'import', error });
    return { ok: false, errors: [words('problems.failed')] };
  }
}
