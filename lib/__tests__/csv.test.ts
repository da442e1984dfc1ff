import { csvRecords } from '../csv';

describe('csvRecords', () => {
  it('keeps quoted commas, quotes and line breaks, and the line each record starts on', () => {
    expect(csvRecords('a,b\r\n"x, y","say ""hi""\nagain"\n\nlast,\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"\nagain'] },
      { line: 5, cells: ['last', ''] },
    ]);
  });
});
