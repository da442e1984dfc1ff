import { breakdown, categoryOf, frameOf, type CpuProfile } from '../profile-categories';

const FLIGHT_SERVER =
  'webpack://next/./dist/compiled/react-server-dom-turbopack/cjs/react-server-dom-turbopack-server.node.production.js';
const FIZZ = 'webpack://next/./dist/compiled/react-dom/cjs/react-dom-server.node.production.js';
const FLIGHT_CLIENT =
  'webpack://next/./dist/compiled/react-server-dom-turbopack/cjs/react-server-dom-turbopack-client.node.production.js';

describe('frameOf', () => {
  it.each([
    ['../../../node_modules/@google-cloud/firestore/build/src/index.js', 'firestore'],
    ['node:internal/http2/core', 'firestore'],
    ['../../../lib/auth/verified-cookies.ts', 'session'],
    ['next/src/server/web/spec-extension/unstable-cache.ts', 'cache'],
    ['next/dist/esm/server/web/adapter.js', 'proxy'],
    ['next/dist/esm/lib/metadata/resolve-metadata.js', 'metadata'],
    [FLIGHT_SERVER, 'flight-server'],
    [FLIGHT_CLIENT, 'flight-client'],
    [FIZZ, 'fizz'],
    ['next/dist/server/app-render/use-flight-response.js', 'inline'],
    ['../../../../components/members/class-list.tsx', 'ours'],
    ['turbopack:///[project]/app/(members)/home/page.tsx', 'ours'],
    ['node:internal/streams/readable', 'stream'],
    ['../../src/server/base-server.ts', 'framework'],
    // Next's own sources have lib/ folders too: not ours.
    ['webpack://next/./src/lib/url.ts', 'framework'],
  ])('%s is %s', (source, frame) => {
    expect(frameOf(source, 'f')).toBe(frame);
  });

  it('knows the garbage collector and native code by name', () => {
    expect(frameOf('', '(garbage collector)')).toBe('gc');
    expect(frameOf('', '(program)')).toBe('program');
  });
});

describe('categoryOf (stacks leaf first)', () => {
  it('puts data access first, whoever called it', () => {
    expect(categoryOf(['framework', 'firestore', 'flight-server'])).toBe(
      'Firestore read (SDK, gRPC)',
    );
    expect(categoryOf(['framework', 'cache', 'ours', 'flight-server'])).toBe(
      'content cache (unstable_cache hit)',
    );
  });

  it('tells our components from the renderer that runs them, by the nearest renderer', () => {
    expect(categoryOf(['ours', 'flight-server', 'framework'])).toBe('server components (our code)');
    expect(categoryOf(['framework', 'flight-server', 'ours'])).toBe(
      'Flight render + serialise (React)',
    );
    expect(categoryOf(['ours', 'fizz'])).toBe('client components in SSR (our code)');
    expect(categoryOf(['framework', 'fizz', 'flight-client'])).toBe('SSR to HTML (React DOM)');
    expect(categoryOf(['stream', 'fizz'])).toBe('stream pipeline (Next transforms, streams)');
  });

  it('leaves the rest to request handling', () => {
    expect(categoryOf(['framework', 'framework'])).toBe('Next request handling, Node HTTP');
  });
});

describe('breakdown', () => {
  const frame = (functionName: string, url = '') => ({
    functionName,
    url,
    lineNumber: 0,
    columnNumber: 0,
  });
  // root → render (Fizz) → (anonymous, ours); root → (idle); root → (garbage collector)
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2, 4, 5] },
      { id: 2, callFrame: frame('render', FIZZ), children: [3] },
      { id: 3, callFrame: frame('Row', '../../../components/members/row.tsx') },
      { id: 4, callFrame: frame('(idle)') },
      { id: 5, callFrame: frame('(garbage collector)') },
    ],
    startTime: 1_000,
    // Samples at 1100, 1200, …: each stands for the time until the next.
    samples: [2, 3, 4, 5, 2, 2],
    timeDeltas: [100, 100, 100, 100, 100, 100],
  };

  it('counts busy samples inside the window, per load, by category and function', () => {
    const result = breakdown(profile, 1_200, 1_600, 2);
    // Inside: 1200 (Row, 100 µs), 1300 (idle), 1400 (GC, 100 µs), 1500 (render, 100 µs).
    expect(result.totalMs).toBeCloseTo(0.15);
    expect(result.byCategory.get('SSR to HTML (React DOM)')).toBeCloseTo(0.05);
    expect(result.byCategory.get('client components in SSR (our code)')).toBeCloseTo(0.05);
    expect(result.byCategory.get('garbage collector')).toBeCloseTo(0.05);
    expect(result.topFunctions.map((f) => f.name.split(' ')[0]).sort()).toEqual([
      '(garbage',
      'Row',
      'render',
    ]);
  });
});
