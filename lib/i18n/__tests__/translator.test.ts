import { getFormatter, getTranslator } from '../translator';

/** Every message compiled: the catalogues are compiled on the server, for use-intl's format-only formatter. */
const compiled = jest.fn();
jest.mock('icu-minify/compile', () => {
  const actual = jest.requireActual('icu-minify/compile');
  return {
    __esModule: true,
    default: (message: string) => {
      compiled(message);
      return actual.default(message);
    },
  };
});

// Friday 4 December 2026, 12:30 UTC; 20:30 in Kuala Lumpur.
const FRIDAY = Date.UTC(2026, 11, 4, 12, 30);

describe('getTranslator', () => {
  it('compiles a message once for the life of the process, not once per translator', () => {
    const text = '{count} of {max} notes.';
    for (let i = 0; i < 3; i++) {
      expect(getTranslator('en', 'members')('notes.count', { count: i, max: 50 })).toBe(
        `${i} of 50 notes.`,
      );
    }
    expect(compiled.mock.calls.filter(([m]) => m === text)).toHaveLength(1);
  });

  it("keeps each language's messages apart under the same key", () => {
    expect(getTranslator('en', 'live')('recording', { title: 'Gold' })).toBe('Recording: Gold');
    expect(getTranslator('ms', 'live')('recording', { title: 'Gold' })).toBe('Rakaman: Gold');
    expect(getTranslator('en', 'live')('recording', { title: 'Gold' })).toBe('Recording: Gold');
  });
});

describe('getFormatter', () => {
  it('writes each time zone its own way, whichever was formatted first', () => {
    const time = (zone: string) =>
      getFormatter('en', zone).dateTime(FRIDAY, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    expect(time('UTC')).toBe('12:30');
    expect(time('Asia/Kuala_Lumpur')).toBe('20:30');
    expect(time('UTC')).toBe('12:30');
  });
});
