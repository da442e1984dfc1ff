import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/** A V8 CPU profile as the inspector's Profiler.stop returns it (times in µs). */
export type CpuProfile = {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** What a sample was doing, decided by the frames on its stack (see categoryOf). */
export const CATEGORIES = [
  'Firestore read (SDK, gRPC)',
  'session: cookie check, record',
  'content cache (unstable_cache hit)',
  'proxy.ts (middleware, /home only)',
  'metadata (title, viewport)',
  'our code outside a renderer',
  'server components (our code)',
  'Flight render + serialise (React)',
  'Flight decode for SSR (React)',
  'client components in SSR (our code)',
  'SSR to HTML (React DOM)',
  'inline RSC payload into HTML',
  'stream pipeline (Next transforms, streams)',
  'Next request handling, Node HTTP',
  'garbage collector',
  'native code outside JS ((program))',
] as const;
export type Category = (typeof CATEGORIES)[number];

type Frame =
  | 'firestore'
  | 'session'
  | 'cache'
  | 'ours'
  | 'flight-server'
  | 'flight-client'
  | 'fizz'
  | 'inline'
  | 'stream'
  | 'gc'
  | 'program'
  | 'proxy'
  | 'metadata'
  | 'framework';

/** Our own source, as the bundles' source maps name it (relative) or as a file path. */
const OURS = new RegExp(
  `(^(\\.\\./)+|\\[project\\]/|${process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/)(app|components|lib)/`,
);

/** Which part of the stack a frame's original source file belongs to. */
export function frameOf(source: string, functionName: string): Frame {
  if (functionName === '(garbage collector)') return 'gc';
  if (functionName === '(program)') return 'program';
  if (
    /@google-cloud\/firestore|@grpc\/|google-gax|protobufjs|node:internal\/http2|lib\/members\/store/.test(
      source,
    )
  ) {
    return 'firestore';
  }
  if (/firebase-admin|jsonwebtoken|jwks-rsa|\/jose\/|lib\/auth\//.test(source)) return 'session';
  if (
    /unstable-cache|incremental-cache|file-system-cache|lib\/content\/index|lib\/cache\//.test(
      source,
    )
  ) {
    return 'cache';
  }
  if (/server\/web\/adapter|server\/web\/spec-extension|(^|\/)proxy\.ts$|middleware/.test(source)) {
    return 'proxy';
  }
  if (/lib\/metadata\//.test(source)) return 'metadata';
  if (/react-server-dom-[a-z]+\/cjs\/.*-server\./.test(source)) return 'flight-server';
  if (/react-server-dom-[a-z]+\/cjs\/.*-client\./.test(source)) return 'flight-client';
  if (/react-dom\/cjs\/react-dom-server/.test(source)) return 'fizz';
  if (/use-flight-response|htmlescape/.test(source)) return 'inline';
  if (OURS.test(source)) return 'ours';
  if (
    /stream-utils|stream-ops|node:internal\/webstreams|node:internal\/streams|node:stream/.test(
      source,
    )
  ) {
    return 'stream';
  }
  return 'framework';
}

/**
 * A sample's category from its stack, leaf first: data access first (whoever called it), then
 * the inlining of the payload, then the nearest React renderer, with our own components told
 * apart from the renderer that runs them.
 */
export function categoryOf(stack: Frame[]): Category {
  const has = (f: Frame) => stack.includes(f);
  if (has('gc')) return 'garbage collector';
  if (has('program')) return 'native code outside JS ((program))';
  if (has('firestore')) return 'Firestore read (SDK, gRPC)';
  if (has('session')) return 'session: cookie check, record';
  if (has('cache')) return 'content cache (unstable_cache hit)';
  if (has('proxy')) return 'proxy.ts (middleware, /home only)';
  if (has('metadata')) return 'metadata (title, viewport)';
  // The nearest of these to the leaf says who is working: a renderer, or the stream
  // pipeline it writes into (Next's transforms, web and Node streams).
  const renderer = stack.findIndex(
    (f) => f.startsWith('flight') || f === 'fizz' || f === 'inline' || f === 'stream',
  );
  if (renderer >= 0) {
    const ours = stack.slice(0, renderer).includes('ours');
    switch (stack[renderer]) {
      case 'flight-server':
        return ours ? 'server components (our code)' : 'Flight render + serialise (React)';
      case 'flight-client':
        return 'Flight decode for SSR (React)';
      case 'inline':
        return 'inline RSC payload into HTML';
      case 'stream':
        return 'stream pipeline (Next transforms, streams)';
      default:
        return ours ? 'client components in SSR (our code)' : 'SSR to HTML (React DOM)';
    }
  }
  if (has('ours')) return 'our code outside a renderer';
  return 'Next request handling, Node HTTP';
}

const maps = new Map<string, SourceMap | null>();
function sourceMapFor(url: string): SourceMap | null {
  if (!maps.has(url)) {
    let map: SourceMap | null = null;
    try {
      const path = url.startsWith('file://') ? fileURLToPath(url) : url;
      if (existsSync(`${path}.map`)) {
        map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')));
      }
    } catch {
      map = null;
    }
    maps.set(url, map);
  }
  return maps.get(url)!;
}

/** The original file a frame's code came from (through the bundle's source map). */
function originalSource(frame: CpuProfile['nodes'][number]['callFrame']): string {
  const map = frame.url ? sourceMapFor(frame.url) : null;
  if (!map) return frame.url;
  const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string };
  return entry.originalSource ?? frame.url;
}

export type Breakdown = {
  totalMs: number;
  byCategory: Map<Category, number>;
  topFunctions: Array<{ name: string; category: Category; ms: number }>;
};

/**
 * The profile's busy samples between `fromUs` and `toUs` (monotonic clock, as
 * process.hrtime), in ms per load by category, and the heaviest functions by self time.
 */
export function breakdown(
  profile: CpuProfile,
  fromUs: number,
  toUs: number,
  loads: number,
): Breakdown {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const frames = new Map<number, Frame>();
  const sources = new Map<number, string>();
  for (const n of profile.nodes) {
    const source = originalSource(n.callFrame);
    sources.set(n.id, source);
    frames.set(n.id, frameOf(source, n.callFrame.functionName));
  }
  const categories = new Map<number, Category>();
  const categoryOfNode = (id: number): Category => {
    let category = categories.get(id);
    if (!category) {
      const stack: Frame[] = [];
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        stack.push(frames.get(at)!);
      }
      category = categoryOf(stack);
      categories.set(id, category);
    }
    return category;
  };

  const byCategory = new Map<Category, number>();
  const bySelf = new Map<string, { category: Category; us: number }>();
  let busyUs = 0;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    // A sample stands for the time since the previous one.
    const us = profile.timeDeltas[i + 1] ?? 0;
    if (t < fromUs || t >= toUs) continue;
    const node = byId.get(profile.samples[i]!)!;
    const name = node.callFrame.functionName;
    if (name === '(idle)' || name === '(root)') continue;
    const category = categoryOfNode(node.id);
    busyUs += us;
    byCategory.set(category, (byCategory.get(category) ?? 0) + us);
    const source = sources.get(node.id)!.replace(/^.*(node_modules|\[project\])\//, '');
    const key = `${name || '(anonymous)'} ${source}`;
    const self = bySelf.get(key) ?? { category, us: 0 };
    self.us += us;
    bySelf.set(key, self);
  }
  const perLoad = (us: number) => us / 1000 / loads;
  return {
    totalMs: perLoad(busyUs),
    byCategory: new Map([...byCategory].map(([c, us]) => [c, perLoad(us)])),
    topFunctions: [...bySelf]
      .map(([name, { category, us }]) => ({ name, category, ms: perLoad(us) }))
      .sort((a, b) => b.ms - a.ms),
  };
}
