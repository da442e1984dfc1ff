import { tapZone } from '../tap-zone';

describe('tapZone', () => {
  it.each([
    [0, 'back'],
    [199.99, 'back'],
    [200, 'toggle'],
    [500, 'toggle'],
    [799.99, 'toggle'],
    [800, 'forward'],
    [1000, 'forward'],
  ] as const)('at x=%p of 1000 px is %p', (x, zone) => {
    expect(tapZone(x, 1000)).toBe(zone);
  });

  it('keeps the edges exact for widths that are not round', () => {
    expect(tapZone(133, 666)).toBe('back');
    expect(tapZone(133.2, 666)).toBe('toggle');
    expect(tapZone(532.79, 666)).toBe('toggle');
    expect(tapZone(532.8, 666)).toBe('forward');
  });

  it('treats taps just outside the box as its nearest zone', () => {
    expect(tapZone(-3, 1000)).toBe('back');
    expect(tapZone(1003, 1000)).toBe('forward');
  });

  it.each([
    [10, 0],
    [10, -5],
    [Number.NaN, 1000],
  ])('toggles play when the box cannot be measured (x=%p, width=%p)', (x, width) => {
    expect(tapZone(x, width)).toBe('toggle');
  });
});
