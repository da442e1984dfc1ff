import { getTranslator } from '../../i18n';
import { parseTradesCsv } from '../csv';
import { checkTrade } from '../rules';
import { filterParam, problemMessage } from '../words';

const texts = (locale: 'en' | 'ms' | 'zh') => {
  const t = getTranslator(locale, 'journal');
  return (key: string, values?: Record<string, string | number>) =>
    t(key as never, values as never);
};

describe('problemMessage', () => {
  it('names the field by its label, in each language', () => {
    const check = checkTrade(
      { direction: 'long', entry: 'x', stop: '1', size: '0', opened: '2026-01-01T00:00' },
      'UTC',
    );
    if (check.ok) throw new Error('expected problems');
    expect(check.problems.map((p) => problemMessage(texts('en'), p))).toEqual([
      'Instrument is required.',
      'Entry must be a number.',
      'Size must be more than 0.',
    ]);
    expect(problemMessage(texts('ms'), check.problems[0]!)).toBe('Instrumen wajib diisi.');
    expect(problemMessage(texts('zh'), check.problems[0]!)).toBe('请填写交易品种。');
  });

  it('words a file’s own problems with what they name', () => {
    const parsed = parseTradesCsv(
      'instrument,direction,entry,stop,size,opened\nA,long,1,0.5,1',
      'UTC',
    );
    if (parsed.ok) throw new Error('expected a bad line');
    expect(problemMessage(texts('en'), parsed.errors[0]!.problems[0]!)).toBe(
      '5 cells where the header has 6.',
    );
  });
});

it('filterParam keeps one trimmed value', () => {
  expect(filterParam(' Breakout ')).toBe('Breakout');
  expect(filterParam('  ')).toBeUndefined();
  expect(filterParam(['a', 'b'])).toBeUndefined();
});
