import { percentile } from '../percentile';

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);

  it('takes the nearest rank', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([7, 1, 3], 50)).toBe(3);
  });

  it('handles the edges', () => {
    expect(percentile([5], 0)).toBe(5);
    expect(percentile([], 50)).toBeNaN();
  });
});
