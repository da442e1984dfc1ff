/**
 * Every process the tooling starts goes through here: the demo, the test runner, the
 * benchmarks, the Auth emulator and Redis build, serve, wait for readiness and stop alike.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { accessSync, closeSync, constants, openSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

type Env = Record<string, string | undefined>;

export type Stoppable = { stop(): Promise<void> };
export type Service = Stoppable & { child: ChildProcess };
/** Ready when this URL answers (any status), or when the function resolves true. */
export type ReadinessProbe = string | (() => Promise<boolean>);

export const NEXT = 'node_modules/.bin/next';

/** Where `command -v name` finds an executable on the PATH, or undefined. */
export function commandPath(name: string, path = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/**
 * Runs a command to completion with inherited output, or its output written to the file
 * `output`; resolves with its exit code.
 */
export function run(
  command: string,
  args: string[],
  env: Env = {},
  output?: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const fd = output === undefined ? undefined : openSync(output, 'w');
    const stdio: StdioOptions = fd === undefined ? 'inherit' : ['ignore', fd, fd];
    const child = spawn(command, args, { stdio, env: { ...process.env, ...env } });
    const closeOutput = () => {
      if (fd !== undefined) closeSync(fd);
    };
    child.once('error', (error) => {
      closeOutput();
      reject(error);
    });
    child.once('exit', (code, signal) => {
      closeOutput();
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Polls the probe until it succeeds; throws when the deadline passes or `signal` aborts. */
export async function waitUntilReady(
  probe: ReadinessProbe,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<void> {
  const check = typeof probe === 'string' ? () => answers(probe) : probe;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const what = typeof probe === 'string' ? probe : 'the readiness check';
  throw new Error(`${what} did not succeed within ${timeoutMs} ms`);
}

async function answers(url: string): Promise<boolean> {
  await fetch(url, { signal: AbortSignal.timeout(2_000) });
  return true;
}

export type ServiceOptions = {
  ready: ReadinessProbe;
  env?: Env;
  cwd?: string;
  timeoutMs?: number;
  /** Keeps the output to itself, and shows it only when the process dies before it is ready. */
  quiet?: boolean;
};

/** Starts a long-running process and waits until it is ready; stops it if it never is. */
export async function startService(
  command: string,
  args: string[],
  options: ServiceOptions,
): Promise<Service> {
  const { ready, env = {}, cwd, timeoutMs = 120_000, quiet = false } = options;
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const name = [command, ...args].join(' ');
  const died = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(new Error(`${name} could not start: ${error.message}`, { cause: error })),
    );
    child.once('exit', (code) =>
      reject(new Error(`${name} exited (${code}) before it was ready\n${output.join('')}`)),
    );
  });
  died.catch(() => undefined);
  const stop = () => stopProcess(child);
  const polling = new AbortController();
  try {
    if (child.pid === undefined) await died; // it could not be spawned
    await Promise.race([waitUntilReady(ready, timeoutMs, polling.signal), died]);
  } catch (error) {
    await stop(); // a slow start must not leave the process holding its ports
    throw error;
  } finally {
    polling.abort();
  }
  return { child, stop };
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the process is gone. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** `next build` of the app (or of the app in `dir`); throws when it fails. */
export async function buildApp(env: Env = {}, dir?: string, output?: string): Promise<void> {
  const args = dir ? ['build', dir] : ['build'];
  const code = await run(NEXT, args, env, output);
  if (code !== 0) throw new Error(`next ${args.join(' ')} failed with ${code}`);
}

/** `next start` of the last build on 127.0.0.1:port, ready once its / answers. */
export async function serveApp(
  port: number,
  env: Env = {},
  dir?: string,
): Promise<Service & { origin: string }> {
  const origin = `http://127.0.0.1:${port}`;
  const args = ['start', ...(dir ? [dir] : []), '-H', '127.0.0.1', '-p', String(port)];
  return { ...(await startService(NEXT, args, { ready: `${origin}/`, env })), origin };
}

export type Started = {
  /** Keeps something to stop; returns it. */
  add<T extends Stoppable>(thing: T): T;
  /** Stops everything added, newest first, each once; a failing stop is logged, the rest go on. */
  stopAll(): Promise<void>;
};

/** Things to stop together; the stack, the demo, the test runner and the benchmarks keep theirs here. */
export function stopTogether(): Started {
  const stops: Array<() => Promise<void>> = [];
  return {
    add(thing) {
      stops.push(() => thing.stop());
      return thing;
    },
    async stopAll() {
      for (const stop of stops.splice(0).reverse()) await stop().catch(console.error);
    },
  };
}

/** Stops everything in `started` on Ctrl-C or SIGTERM, then exits (by default with 130 or 143). */
export function stopOnSignals(
  started: Started,
  exitCode: (signal: NodeJS.Signals) => number = (signal) => (signal === 'SIGINT' ? 130 : 143),
): Started {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    void started.stopAll().finally(() => process.exit(exitCode(signal)));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return started;
}
