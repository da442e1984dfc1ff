/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportRow } from '@/lib/journal/client';
import { inLanguage } from '../../../dev/test-run/intl';
import { ImportForm, type ImportAnswer, type ImportWritten } from '../import-form';

// jsdom's File has no text(); the browser's does.
beforeAll(() => {
  File.prototype.text ??= function text(this: File) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(this);
    });
  };
});

const row = (i: number): ImportRow => ({
  trade: {
    instrument: 'EURUSD',
    direction: 'long',
    entry: 1.1,
    stop: 1.09,
    exit: 1.11,
    size: i + 1,
    opened: 0,
    closed: 1,
    setup: '',
    notes: '',
  },
  occurrence: 0,
  id: null,
  lesson: null,
});
const ready = (count: number): ImportAnswer => ({
  ok: true,
  total: count,
  preview: [],
  rows: Array.from({ length: count }, (_, i) => row(i)),
});

const label = { en: 'CSV file', ms: 'Fail CSV' };
const submit = { en: 'Preview', ms: 'Pratonton' };

async function pick(language: 'en' | 'ms', answer: () => Promise<ImportAnswer>, write = jest.fn()) {
  render(<ImportForm preview={answer} write={write} />, {
    wrapper: inLanguage(language, ['journal']),
  });
  const file = new File(['instrument,direction\n'], 'trades.csv', { type: 'text/csv' });
  await userEvent.upload(screen.getByLabelText(label[language]), file);
  // jsdom does not count an uploaded file for `required`, so the form is submitted directly.
  fireEvent.submit(screen.getByRole('button', { name: submit[language] }).closest('form')!);
}

describe('ImportForm', () => {
  it('sends the previewed rows in batches, counting the progress, then says what it did', async () => {
    const write = jest.fn<Promise<ImportWritten>, [ImportRow[], boolean]>(async (rows) => ({
      ok: true,
      added: rows.length - 1,
      already: 1,
    }));
    await pick('en', async () => ready(1700), write);
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    await screen.findByText('Imported 1,697 trades; 3 were already in your journal.');
    expect(write.mock.calls.map(([rows, last]) => [rows.length, last])).toEqual([
      [800, false],
      [800, false],
      [100, true],
    ]);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '1700');
  });

  it('shows a localized error and is usable again when the preview throws', async () => {
    await pick('ms', async () => {
      throw new Error('network');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Import tidak dapat diselesaikan. Sila cuba lagi',
    );
    expect(screen.getByRole('button', { name: 'Pratonton' })).toBeEnabled();
  });

  it('stops at a failed batch, says why, and lets the member try again', async () => {
    const write = jest
      .fn()
      .mockResolvedValueOnce({ ok: true, added: 800, already: 0 })
      .mockRejectedValueOnce(new Error('body too large'));
    await pick('en', async () => ready(1000), write);
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The import could not be finished. Please try again',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Imported 800 of 1,000');
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it("shows the server's refusal of the preview on its own", async () => {
    await pick('en', async () => ({ ok: false, refusal: 'Please log in again.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please log in again\.$/);
  });
});
