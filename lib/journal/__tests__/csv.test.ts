import { checkImportRows, importRowsOf, parseTradesCsv, tradesCsv } from '../csv';
import type { Trade } from '../rules';

const KL = 'Asia/Kuala_Lumpur';
const HEADER = 'instrument,direction,entry,stop,exit,size,opened,closed,setup,notes';
const GOOD =
  'EURUSD,long,1.1,1.095,1.11,10000,2026-03-02T09:30:00+08:00,2026-03-02T15:00:00+08:00,Breakout,"calm, clean"';
const OPEN = 'AAPL,short,190,195,,5,2026-03-03T10:00,,Fade,';

describe('parseTradesCsv', () => {
  it('reads the columns in any order, an open trade included', () => {
    const text = `notes,closed,setup,size,opened,exit,stop,entry,direction,instrument\n,,Fade,5,2026-03-03T10:00,,195,190,short,aapl`;
    const parsed = parseTradesCsv(text, KL);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.trades[0]).toMatchObject({
      line: 2,
      trade: {
        instrument: 'AAPL',
        direction: 'short',
        exit: null,
        closed: null,
        opened: Date.UTC(2026, 2, 3, 2),
      },
    });
  });

  it('imports nothing when any row is bad, naming each line as in the file and why', () => {
    const text = [
      HEADER,
      GOOD,
      'EURUSD,long,1.1,1.2,1.11,0,2026-03-02T09:30Z,2026-03-01T09:30Z,,',
      OPEN,
      'X,flat,a,1,,1,soon,,,',
      'too,few',
    ].join('\n');
    expect(parseTradesCsv(text, KL)).toEqual({
      ok: false,
      errors: [
        {
          line: 3,
          problems: [
            { field: 'stop', code: 'stopSide' },
            { field: 'size', code: 'size' },
            { field: 'closed', code: 'closedBeforeOpened' },
          ],
        },
        {
          line: 5,
          problems: [
            { field: 'direction', code: 'direction' },
            { field: 'entry', code: 'notNumber' },
            { field: 'opened', code: 'notTime' },
          ],
        },
        { line: 6, problems: [{ code: 'cellCount', expected: 10, found: 2 }] },
      ],
    });
  });

  it('counts lines inside a quoted cell when numbering later lines', () => {
    const text = `${HEADER}\n${GOOD.replace('calm, clean', 'calm\nclean')}\nX,long,1,2,,1,2026-01-01T00:00Z,,,`;
    expect(parseTradesCsv(text, KL)).toMatchObject({ ok: false, errors: [{ line: 4 }] });
  });

  it('names what is wrong with the header', () => {
    expect(parseTradesCsv('instrument,side,entry,entry\n', KL)).toEqual({
      ok: false,
      errors: [
        {
          line: 1,
          problems: [
            { code: 'unknownColumn', column: 'side' },
            { code: 'repeatedColumn', column: 'entry' },
            { code: 'missingColumn', column: 'direction' },
            { code: 'missingColumn', column: 'stop' },
            { code: 'missingColumn', column: 'size' },
            { code: 'missingColumn', column: 'opened' },
          ],
        },
      ],
    });
    expect(parseTradesCsv(`${HEADER}\n`, KL)).toEqual({
      ok: false,
      errors: [{ line: 2, problems: [{ code: 'noRows' }] }],
    });
  });

  it('gives the same ids to the same file, and two identical rows two ids', () => {
    const text = [HEADER, GOOD, OPEN, OPEN].join('\n');
    const first = parseTradesCsv(text, KL);
    const again = parseTradesCsv(text.replace('1.1,1.095', '1.10,1.0950'), KL);
    if (!first.ok || !again.ok) throw new Error('expected both to parse');
    const ids = first.trades.map((row) => row.fingerprint);
    expect(again.trades.map((row) => row.fingerprint)).toEqual(ids);
    expect(new Set(ids).size).toBe(3);
    expect(ids[0]).toMatch(/^csv-[0-9a-f]{32}$/);
  });
});

describe('checkImportRows', () => {
  const parse = (text: string) => {
    const parsed = parseTradesCsv(text, KL);
    if (!parsed.ok) throw new Error('expected the file to parse');
    return parsed.trades;
  };

  it('gives the rows the preview sent to the page back the same trades and ids', () => {
    const trades = parse([HEADER, GOOD, OPEN, OPEN].join('\n'));
    const sent = JSON.parse(JSON.stringify(importRowsOf(trades))) as unknown;
    const checked = checkImportRows(sent);
    expect(checked?.map(({ trade, fingerprint }) => ({ trade, fingerprint }))).toEqual(
      trades.map(({ trade, fingerprint }) => ({ trade, fingerprint })),
    );
    // The identical rows stay two trades in any batch: their occurrence travels with them.
    expect(checkImportRows(JSON.parse(JSON.stringify(importRowsOf(trades.slice(2)))))?.[0]).toEqual(
      expect.objectContaining({ fingerprint: trades[2]!.fingerprint }),
    );
  });

  it('refuses a batch holding any row the preview could not have answered', () => {
    const [row] = importRowsOf(parse([HEADER, GOOD].join('\n')));
    const tampered = [
      { ...row!.trade, direction: 'sideways' },
      { ...row!.trade, stop: 2 },
      { ...row!.trade, size: 0 },
      { ...row!.trade, entry: '1.1' },
      { ...row!.trade, exit: Number.NaN },
      { ...row!.trade, closed: row!.trade.opened - 1 },
      { ...row!.trade, opened: 1e17 },
      { ...row!.trade, notes: 'x'.repeat(2001) },
    ];
    for (const trade of tampered)
      expect(checkImportRows([row, { trade, occurrence: 0 }])).toBeNull();
    for (const occurrence of [-1, 0.5, '0', 10_000])
      expect(checkImportRows([{ trade: row!.trade, occurrence }])).toBeNull();
    for (const id of ['../x', 'a/b', '', 7]) expect(checkImportRows([{ ...row, id }])).toBeNull();
    for (const lesson of [
      'course/class@1',
      { courseId: 'c', classId: 'x/y', seconds: 0 },
      { courseId: 'c', classId: 'k', seconds: -1 },
    ])
      expect(checkImportRows([{ ...row, lesson }])).toBeNull();
    expect(checkImportRows('rows')).toBeNull();
    expect(checkImportRows([null])).toBeNull();
    expect(checkImportRows([row])).toHaveLength(1);
    // A page from before the id and lesson columns sends neither.
    expect(checkImportRows([{ trade: row!.trade, occurrence: 0 }])?.[0]).toMatchObject({
      id: null,
      lesson: null,
    });
  });
});

describe('tradesCsv', () => {
  const trade: Trade = {
    id: 't1',
    instrument: 'EURUSD',
    direction: 'short',
    entry: 1.1,
    stop: 1.105,
    exit: null,
    size: 2,
    opened: Date.UTC(2026, 2, 2, 1, 30),
    closed: null,
    setup: '=HYPERLINK("x")',
    notes: '-5 pips, "ouch"',
    lesson: null,
    createdAt: 0,
    updatedAt: 0,
  };

  it('writes the import’s columns with formula-safe cells, and reads back as the same trade', () => {
    const lesson = { courseId: 'course-a', classId: 'class-b', seconds: 95 };
    const text = tradesCsv([trade, { ...trade, id: 'AbC123xyz', lesson }]);
    expect(text).toBe(
      `${HEADER},lesson,id\r\n` +
        `EURUSD,short,1.1,1.105,,2,2026-03-02T01:30:00.000Z,,"'=HYPERLINK(""x"")","'-5 pips, ""ouch""",,t1\r\n` +
        `EURUSD,short,1.1,1.105,,2,2026-03-02T01:30:00.000Z,,"'=HYPERLINK(""x"")","'-5 pips, ""ouch""",course-a/class-b@95,AbC123xyz\r\n`,
    );
    const back = parseTradesCsv(text, 'UTC');
    // Each row names its trade and class: the import knows it is there already.
    expect(back.ok && back.trades.map(({ id, lesson }) => ({ id, lesson }))).toEqual([
      { id: 't1', lesson: null },
      { id: 'AbC123xyz', lesson },
    ]);
    // An id or class that names none is left out; the trade still reads.
    const odd = parseTradesCsv(
      `${HEADER},lesson,id\r\nX,long,1,0.5,,1,2026-01-01T00:00Z,,,,a class,../x\r\n`,
      KL,
    );
    expect(odd.ok && odd.trades.map(({ id, lesson }) => ({ id, lesson }))).toEqual([
      { id: null, lesson: null },
    ]);
    expect(back.ok && back.trades[0]!.trade).toEqual({
      instrument: 'EURUSD',
      direction: 'short',
      entry: 1.1,
      stop: 1.105,
      exit: null,
      size: 2,
      opened: trade.opened,
      closed: null,
      setup: trade.setup,
      notes: trade.notes,
    });
  });
});
