/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/i18n/client';
import { TradeForm, type TradeFormState } from '../trade-form';
import { tradeFormTexts } from '../trade-form-texts';

/** The form's words as the journal page gives them, from the catalogue. */
const textsOf = (locale: Locale) => tradeFormTexts(locale, false, 'Asia/Kuala_Lumpur');

const stopSide = 'The stop must be below the entry for a long and above it for a short.';
const action = jest.fn<Promise<TradeFormState>, [TradeFormState, FormData]>();

afterEach(() => jest.clearAllMocks());

/** Types each value into the box of that label. */
async function typeInto(boxes: Record<string, string>) {
  for (const [label, value] of Object.entries(boxes))
    await userEvent.type(screen.getByLabelText(label), value);
}

const typed = {
  instrument: 'EURUSD',
  size: '1000',
  entry: '1.1',
  stop: '1.2',
  opened: '2026-03-02T09:30',
  setup: 'Breakout',
  notes: 'Waited for the retest',
};
const typeTrade = () =>
  typeInto({
    Instrument: typed.instrument,
    Size: typed.size,
    Entry: typed.entry,
    Stop: typed.stop,
    Opened: typed.opened,
    Setup: typed.setup,
    Notes: typed.notes,
  });

function expectValues(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    expect(document.querySelector(`[name="${name}"]`)).toHaveValue(value);
}

describe('TradeForm', () => {
  it('keeps a new trade as typed when the server refuses it, and says why', async () => {
    action.mockResolvedValue({ ok: false, errors: [stopSide], done: 0 });
    render(<TradeForm action={action} texts={textsOf('en')} values={{}} setups={[]} />);
    await typeTrade();
    await userEvent.click(screen.getByRole('button', { name: 'Add trade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stopSide);
    expect(action).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(action.mock.calls[0]![1])).toMatchObject(typed);
    expectValues(typed);
  });

  it('marks each field the server found a problem with, described by its problem', async () => {
    const required = 'Exit is required.';
    action.mockResolvedValue({
      ok: false,
      errors: [stopSide, required, 'Please log in again.'],
      fields: ['stop', 'exit', null],
      done: 0,
    });
    render(<TradeForm action={action} texts={textsOf('en')} values={{}} setups={[]} />);
    await typeTrade();
    await userEvent.click(screen.getByRole('button', { name: 'Add trade' }));
    await screen.findByRole('alert');
    const stop = screen.getByLabelText('Stop');
    expect(stop).toHaveAttribute('aria-invalid', 'true');
    expect(stop).toHaveAccessibleDescription(stopSide);
    expect(screen.getByLabelText('Exit')).toHaveAccessibleDescription(required);
    for (const label of ['Instrument', 'Entry', 'Direction', 'Notes']) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-describedby');
    }
    // The list still says every problem, the one about no field too.
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    // A failed request after it says no field's problem: none stays marked.
    action.mockRejectedValue(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Add trade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be saved');
    expect(screen.getByLabelText('Stop')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps an edit’s changed notes, not the stored ones, when the server refuses it', async () => {
    action.mockResolvedValue({ ok: false, errors: [stopSide], done: 0 });
    const stored = { ...typed, id: 'trade-1', direction: 'long', notes: 'Stored notes' };
    render(<TradeForm action={action} texts={textsOf('en')} values={stored} setups={[]} />);
    await userEvent.clear(screen.getByLabelText('Notes'));
    await userEvent.type(screen.getByLabelText('Notes'), 'Rewritten after the review');
    await userEvent.selectOptions(screen.getByLabelText('Direction'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Add trade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stopSide);
    expectValues({ notes: 'Rewritten after the review', direction: 'short', id: 'trade-1' });
  });

  it('says in Malay that nothing was saved when the request fails, keeping what was typed', async () => {
    action.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<TradeForm action={action} texts={textsOf('ms')} values={{}} setups={[]} />);
    await typeInto({
      Instrumen: 'XAUUSD',
      Saiz: '1',
      Entry: '2300',
      'Stop loss': '2290',
      Dibuka: '2026-03-02T09:30',
      Catatan: 'Sabar',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Tambah trade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Jurnal tidak dapat disimpan. Sila cuba lagi.',
    );
    expectValues({ instrument: 'XAUUSD', notes: 'Sabar' });
    expect(screen.getByRole('button', { name: 'Tambah trade' })).toBeEnabled();
  });

  it('starts afresh once the trade is saved', async () => {
    action.mockImplementation(async (previous) => ({
      ok: true,
      errors: [],
      done: previous.done + 1,
    }));
    render(<TradeForm action={action} texts={textsOf('en')} values={{}} setups={[]} />);
    await typeTrade();
    await userEvent.click(screen.getByRole('button', { name: 'Add trade' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Trade saved.');
    expectValues({ instrument: '', notes: '', stop: '' });
  });

  it('shows the class a trade links and lets the member unlink it', async () => {
    action.mockResolvedValue({ ok: false, errors: [stopSide], done: 0 });
    const lesson = 'course-candlesticks/class-candlesticks-2@0';
    const { unmount } = render(
      <TradeForm
        action={action}
        texts={textsOf('zh')}
        values={{ lesson }}
        lessonTitle="一根K线的构成"
        setups={[]}
      />,
    );
    expect(screen.getByRole('combobox', { name: '课堂' })).toHaveDisplayValue('一根K线的构成');
    unmount();
    render(
      <TradeForm
        action={action}
        texts={textsOf('en')}
        values={{ lesson }}
        lessonTitle="Anatomy of a Candle"
        setups={[]}
      />,
    );
    await typeTrade();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Class' }), 'No class');
    await userEvent.click(screen.getByRole('button', { name: 'Add trade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stopSide);
    expect(action.mock.calls[0]![1].get('lesson')).toBe('');
    // Refused, the choice stays as the member made it.
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveDisplayValue('No class');
  });

  it('names a linked class it cannot title, and links nothing when none is given', () => {
    const { unmount } = render(
      <TradeForm
        action={action}
        texts={textsOf('en')}
        values={{ lesson: 'gone/c1@5' }}
        setups={[]}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveDisplayValue(
      'The class this trade is linked to',
    );
    unmount();
    render(<TradeForm action={action} texts={textsOf('en')} values={{}} setups={[]} />);
    expect(screen.queryByRole('combobox', { name: 'Class' })).toBeNull();
    expect(document.querySelector('[name="lesson"]')).toHaveValue('');
  });
});
