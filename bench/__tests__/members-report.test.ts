import type { ProcessCpu } from '../cpu-budget';
import type { Target } from '../load-kinds';
import {
  answered,
  errorsOf,
  formatTable,
  kindFigures,
  mark,
  markAtLeast,
  type Snapshot,
} from '../members-report';
import { emptyStats, record, type PhaseResult } from '../phased-load';

const APP = 100;
const cpu = (app: number, child: number, other: number): ProcessCpu[] => [
  { pid: APP, ppid: 1, command: 'next-server', cpuMs: app },
  { pid: 101, ppid: APP, command: 'worker', cpuMs: child },
  { pid: 200, ppid: 1, command: 'firebase', cpuMs: other },
];
const snap = (c: ProcessCpu[], auth: number, reads: number): Snapshot => ({
  cpu: c,
  auth,
  firestore: { rpcs: reads * 2, documents: reads, billedReads: reads, aggregations: 0, writes: 0 },
});
const html: Target = { path: '/x', headers: {}, contentType: 'text/html', marker: 'Hi' };

function phase(latencies: number[]): PhaseResult<Snapshot> {
  const stats = emptyStats();
  for (const ms of latencies) {
    record(stats, html, { status: 200, contentType: 'text/html', body: '<p>Hi</p>' }, ms);
  }
  return {
    phase: { name: 'class-html', kinds: ['class-html'] },
    byKind: new Map([['class-html', stats]]),
    window: {
      start: snap(cpu(1000, 500, 0), 0, 0),
      end: snap(cpu(1600, 900, 700), 0, 0),
      seconds: 2,
      loads: 50,
    },
    span: { start: snap(cpu(0, 0, 0), 10, 20), end: snap(cpu(0, 0, 0), 70, 140), loads: 60 },
  };
}

describe('kindFigures', () => {
  it("divides the app's CPU (its process tree only) by the window's loads, and the stand-ins' calls by the span's", () => {
    const f = kindFigures('class-html', phase([10, 20, 30, 40]), APP);
    expect(f.appCpuMs).toBe((600 + 400) / 50);
    expect(f.perSecond).toBe(25);
    expect(f.loads).toBe(60);
    expect(f.authCalls).toBe(1);
    expect(f.billedReads).toBe(2);
    expect(f.rpcs).toBe(4);
    expect([f.p50, f.p95, f.p99]).toEqual([20, 40, 40]);
    expect(f.htmlBytes).toBe(9);
    expect(f.rscBytes).toBe(0);
  });

  it('gives NaN, not a number, where a phase has no window or span', () => {
    const f = kindFigures('class-html', { ...phase([1]), window: null, span: null }, APP);
    expect(f.appCpuMs).toBeNaN();
    expect(f.authCalls).toBeNaN();
    expect(f.loads).toBe(0);
  });
});

describe('record', () => {
  it('counts answers that are not the page, and requests that got none, as errors', () => {
    const stats = emptyStats();
    record(stats, html, { status: 200, contentType: 'text/html', body: 'Hi' }, 5);
    record(stats, html, { status: 502, contentType: 'text/html', body: 'Hi' }, 6);
    record(stats, html, { status: 200, contentType: 'text/html', body: 'Bye' }, 7);
    record(stats, html, null, null);
    expect(stats.responses).toBe(3);
    expect(stats.latencies).toEqual([5, 6, 7]);
    expect(stats.errors).toBe(3);
    expect(stats.problems).toEqual(
      new Map([
        ['status 502', 1],
        ['marker missing', 1],
        ['no answer (timeout or connection lost)', 1],
      ]),
    );
  });
});

describe('errorsOf and answered', () => {
  it('add up a kind over every phase that loads it', () => {
    const a = phase([1, 2]);
    const b = phase([3]);
    record(b.byKind.get('class-html')!, html, null, null);
    expect(errorsOf([a, b], 'class-html').errors).toBe(1);
    expect(errorsOf([a, b], 'floor').errors).toBe(0);
    expect(answered([a, b], ['class-html', 'class-rsc'])).toBe(3);
  });
});

describe('mark', () => {
  it('passes at or under the limit, misses over it, and says n/a without a figure', () => {
    expect(mark(1.5, 1.5)).toBe('PASS');
    expect(mark(0, 0)).toBe('PASS');
    expect(mark(0.01, 0)).toBe('MISS');
    expect(mark(Number.NaN, 2)).toBe('n/a');
  });
});

describe('markAtLeast', () => {
  it('passes at or over the limit, misses under it, and says n/a without a figure', () => {
    expect(markAtLeast(0.25, 0.25)).toBe('PASS');
    expect(markAtLeast(0.3, 0.25)).toBe('PASS');
    expect(markAtLeast(0.249, 0.25)).toBe('MISS');
    expect(markAtLeast(Number.NaN, 0.25)).toBe('n/a');
  });
});

describe('formatTable', () => {
  it('pads the first column to the left and the others to the right', () => {
    expect(
      formatTable(
        [
          ['load', 'ms'],
          ['class page', '12.5'],
        ],
        '',
      ),
    ).toBe('load          ms\nclass page  12.5');
  });
});
