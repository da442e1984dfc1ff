import { checkTrade, parseTime, profitAndLoss, rMultiple, type RawTrade } from '../rules';

const KL = 'Asia/Kuala_Lumpur';
const base: RawTrade = {
  instrument: ' eurusd ',
  direction: 'Long',
  entry: '1.1000',
  stop: '1.0950',
  exit: '1.1100',
  size: '10000',
  opened: '2026-03-02T09:30:00+08:00',
  closed: '2026-03-02T15:00:00Z',
  setup: '  Break  and retest ',
  notes: 'clean',
};

describe('checkTrade', () => {
  it('accepts a closed long and tidies its names', () => {
    const check = checkTrade(base, KL);
    expect(check).toEqual({
      ok: true,
      trade: {
        instrument: 'EURUSD',
        direction: 'long',
        entry: 1.1,
        stop: 1.095,
        exit: 1.11,
        size: 10000,
        opened: Date.UTC(2026, 2, 2, 1, 30),
        closed: Date.UTC(2026, 2, 2, 15, 0),
        setup: 'Break and retest',
        notes: 'clean',
      },
    });
  });

  it('accepts an open trade: no exit and no close', () => {
    const check = checkTrade({ ...base, exit: '', closed: ' ' }, KL);
    expect(check.ok && check.trade.exit).toBeNull();
    expect(check.ok && check.trade.closed).toBeNull();
  });

  it('refuses a stop on the wrong side of the entry, for each direction', () => {
    expect(checkTrade({ ...base, stop: '1.1050' }, KL)).toEqual({
      ok: false,
      problems: [{ field: 'stop', code: 'stopSide' }],
    });
    expect(checkTrade({ ...base, direction: 'short', stop: '1.0950' }, KL)).toEqual({
      ok: false,
      problems: [{ field: 'stop', code: 'stopSide' }],
    });
    expect(checkTrade({ ...base, stop: '1.1000' }, KL)).toEqual({
      ok: false,
      problems: [{ field: 'stop', code: 'stopAtEntry' }],
    });
    expect(checkTrade({ ...base, direction: 'sell', stop: '1.1050' }, KL).ok).toBe(true);
  });

  it('refuses a size of 0 or below, a close before the open, and text for numbers', () => {
    expect(checkTrade({ ...base, size: '0' }, KL)).toEqual({
      ok: false,
      problems: [{ field: 'size', code: 'size' }],
    });
    expect(checkTrade({ ...base, size: '-1' }, KL).ok).toBe(false);
    expect(checkTrade({ ...base, closed: '2026-03-02T01:00:00Z' }, KL)).toEqual({
      ok: false,
      problems: [{ field: 'closed', code: 'closedBeforeOpened' }],
    });
    expect(checkTrade({ ...base, entry: 'abc', exit: '1,11', size: 'Infinity' }, KL)).toEqual({
      ok: false,
      problems: [
        { field: 'entry', code: 'notNumber' },
        { field: 'exit', code: 'notNumber' },
        { field: 'size', code: 'notNumber' },
      ],
    });
  });

  it('names every missing field, a bad direction and an exit without a close', () => {
    expect(checkTrade({ direction: 'up', exit: '2' }, KL)).toEqual({
      ok: false,
      problems: [
        { field: 'instrument', code: 'required' },
        { field: 'direction', code: 'direction' },
        { field: 'entry', code: 'required' },
        { field: 'stop', code: 'required' },
        { field: 'size', code: 'required' },
        { field: 'opened', code: 'required' },
        { field: 'closed', code: 'exitWithoutClosed' },
      ],
    });
    expect(checkTrade({ ...base, exit: '' }, KL)).toEqual({
      ok: false,
      problems: [{ field: 'exit', code: 'closedWithoutExit' }],
    });
    expect(checkTrade({ ...base, opened: '2 March' }, KL)).toEqual({
      ok: false,
      problems: [{ field: 'opened', code: 'notTime' }],
    });
  });
});

describe('parseTime', () => {
  it('reads ISO 8601 with an offset as that instant, and a wall time in the zone', () => {
    expect(parseTime('2026-03-02T09:30:00+08:00', 'UTC')).toBe(Date.UTC(2026, 2, 2, 1, 30));
    expect(parseTime('2026-03-02T09:30+0800', 'UTC')).toBe(Date.UTC(2026, 2, 2, 1, 30));
    expect(parseTime('2026-03-02 01:30Z', KL)).toBe(Date.UTC(2026, 2, 2, 1, 30));
    expect(parseTime('2026-03-02T09:30', KL)).toBe(Date.UTC(2026, 2, 2, 1, 30));
    expect(parseTime('2026-03-02', KL)).toBe(Date.UTC(2026, 2, 1, 16, 0));
    expect(parseTime('2026-02-30T09:30', KL)).toBeNull();
    expect(parseTime('yesterday', KL)).toBeNull();
  });
});

describe('R and P&L', () => {
  const trade = (
    direction: 'long' | 'short',
    entry: number,
    stop: number,
    exit: number,
    size: number,
  ) => ({
    direction,
    entry,
    stop,
    exit,
    size,
    closed: 1,
  });

  it('works the long and the short examples', () => {
    // Long 100, stop 95, out at 110: risked 5, made 10 → 2R; 2 units → 20.
    expect(rMultiple(trade('long', 100, 95, 110, 2))).toBe(2);
    expect(profitAndLoss(trade('long', 100, 95, 110, 2))).toBe(20);
    // Short 50, stop 52, out at 47: risked 2, made 3 → 1.5R; 10 units → 30.
    expect(rMultiple(trade('short', 50, 52, 47, 10))).toBe(1.5);
    expect(profitAndLoss(trade('short', 50, 52, 47, 10))).toBe(30);
    // Short stopped out: 10 → 11 with the stop at 11 is −1R, 100 units → −100.
    expect(rMultiple(trade('short', 10, 11, 11, 100))).toBe(-1);
    expect(profitAndLoss(trade('short', 10, 11, 11, 100))).toBe(-100);
  });

  it('has none for an open trade', () => {
    const open = {
      direction: 'long' as const,
      entry: 1,
      stop: 0.5,
      exit: null,
      size: 1,
      closed: null,
    };
    expect(rMultiple(open)).toBeNull();
    expect(profitAndLoss(open)).toBeNull();
  });
});
