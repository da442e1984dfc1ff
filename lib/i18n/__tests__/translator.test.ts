import { getFormatter, getTranslator } from '../translator';

const constructed = jest.fn();
// The copy of intl-messageformat that use-intl itself imports (npm may nest it under use-intl).
jest.mock(
  require.resolve('intl-messageformat', { paths: [require.resolve('use-intl/core')] }),
  () => {
    const actual = jest.requireActual(
      require.resolve('intl-messageformat', { paths: [require.resolve('use-intl/core')] }),
    );
    class CountedMessageFormat extends actual.IntlMessageFormat {
      constructor(...args: ConstructorParameters<typeof actual.IntlMessageFormat>) {
        super(...args);
        constructed(args[0]);
      }
    }
    return { ...actual, IntlMessageFormat: CountedMessageFormat };
  },
);

// Friday 4 December 2026, 12:30 UTC; 20:30 in Kuala Lumpur.
const FRIDAY = Date.UTC(2026, 11, 4, 12, 30);

describe('getTranslator', () => {
  it('parses a message once for every request of the process, not once per translator', () => {
    const text = '{count} of {max} notes.';
    const before = constructed.mock.calls.filter(([m]) => m === text).length;
    for (let i = 0; i < 3; i++) {
      expect(getTranslator('en', 'members')('notes.count', { count: i, max: 50 })).toBe(
        `${i} of 50 notes.`,
      );
    }
    expect(constructed.mock.calls.filter(([m]) => m === text).length - before).toBe(1);
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
