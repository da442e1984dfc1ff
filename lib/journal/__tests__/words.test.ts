import { getTranslator } from '../../i18n';
import type { Locale } from '../../i18n/client';
import { MAX_IMPORT_ROWS, parseTradesCsv } from '../csv';
import { checkTrade, MAX_TRADES } from '../rules';
import { dayBounds, filterParam, problemMessage } from '../words';

const texts = (locale: Locale) => {
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

  it('groups the digits of the limits, in each language', () => {
    const limits = (locale: Locale) => [
      problemMessage(texts(locale), { code: 'tooManyRows', max: MAX_IMPORT_ROWS }),
      problemMessage(texts(locale), { code: 'limit', max: MAX_TRADES } as never),
    ];
    expect(limits('en')).toEqual([
      'a file may hold at most 10,000 trades.',
      'Your journal holds at most 10,000 trades.',
    ]);
    expect(limits('ms')).toEqual([
      'satu fail boleh mengandungi paling banyak 10,000 trade.',
      'Jurnal anda boleh menyimpan paling banyak 10,000 trade.',
    ]);
    expect(limits('zh')).toEqual([
      '一个文件最多只能有 10,000 笔交易。',
      '您的交易日志最多可保存 10,000 笔交易。',
    ]);
  });
});

it('filterParam keeps one trimmed value', () => {
  expect(filterParam(' Breakout ')).toBe('Breakout');
  expect(filterParam('  ')).toBeUndefined();
  expect(filterParam(['a', 'b'])).toBeUndefined();
});

describe('dayBounds', () => {
  it('takes whole calendar days in the zone, 23 or 25 hours at a DST change', () => {
    expect(dayBounds('2026-03-29', '2026-03-29', 'Europe/London')).toEqual({
      from: Date.UTC(2026, 2, 29, 0),
      to: Date.UTC(2026, 2, 29, 23),
    });
    expect(dayBounds('2026-10-25', '2026-10-25', 'Europe/London')).toEqual({
      from: Date.UTC(2026, 9, 24, 23),
      to: Date.UTC(2026, 9, 26, 0),
    });
    expect(dayBounds('2026-01-31', '2026-02-01', 'Asia/Kuala_Lumpur')).toEqual({
      from: Date.UTC(2026, 0, 30, 16),
      to: Date.UTC(2026, 1, 1, 16),
    });
  });

  it('bounds nothing for what is not a date', () => {
    expect(dayBounds(undefined, '2026-02-30x', 'Asia/Kuala_Lumpur')).toEqual({});
    expect(dayBounds('2026-03-01', undefined, 'Asia/Kuala_Lumpur')).toEqual({
      from: Date.UTC(2026, 1, 28, 16),
    });
  });
});
