import { cpuPerLoad, problemWithAnswer, ratioRows, type Subject } from '../cache-components-report';

const floor: Subject = { app: 'without', path: '/floor', label: 'trivial' };
const shell: Subject = { app: 'with', path: '/shell', label: 'shell', holds: 'Block 59 (' };

describe('cpuPerLoad', () => {
  it('divides the CPU by the answers, and has no figure without answers', () => {
    expect(cpuPerLoad({ loads: 400, seconds: 8, errors: 0, cpuMs: 1000 })).toBe(2.5);
    expect(cpuPerLoad({ loads: 0, seconds: 8, errors: 0, cpuMs: 5 })).toBeNaN();
  });
});

describe('ratioRows', () => {
  it("sets each page against the baseline's CPU of the same round", () => {
    const rows = ratioRows(
      [floor, shell],
      [5 * 1024, 45 * 1024],
      [
        [
          { loads: 1000, seconds: 8, errors: 0, cpuMs: 2000 },
          { loads: 500, seconds: 8, errors: 0, cpuMs: 2500 },
        ],
        [
          { loads: 800, seconds: 8, errors: 0, cpuMs: 2400 },
          { loads: 400, seconds: 8, errors: 0, cpuMs: 2400 },
        ],
      ],
      0,
    );
    expect(rows[0]).toEqual([
      'page (app CPU ms per load, × the trivial page without)',
      'HTML KB',
      'round 1',
      'round 2',
      'loads/s 1',
      'loads/s 2',
    ]);
    expect(rows[1]).toEqual([
      'without: trivial',
      '5.0',
      '2.00 (1.00×)',
      '3.00 (1.00×)',
      '125',
      '100',
    ]);
    expect(rows[2]).toEqual(['with: shell', '45.0', '5.00 (2.50×)', '6.00 (2.00×)', '63', '50']);
  });
});

describe('problemWithAnswer', () => {
  const marker = 'cache-components bench: session cookie';

  it('accepts the page with the marker and its content', () => {
    expect(problemWithAnswer(shell, 200, `<p>${marker}</p>Block 59 (shell)`, marker)).toBeNull();
  });

  it('names a wrong status, a missing marker and missing content', () => {
    expect(problemWithAnswer(floor, 500, marker, marker)).toBe('/floor answered 500');
    expect(problemWithAnswer(floor, 200, 'no cookie', marker)).toBe(
      '/floor does not show the cookie marker',
    );
    expect(problemWithAnswer(shell, 200, marker, marker)).toBe('/shell does not hold "Block 59 ("');
  });
});
