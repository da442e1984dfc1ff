import { spawn, type ChildProcess } from 'node:child_process';
import { waitForHttp } from './wait-for';

type Env = Record<string, string | undefined>;

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: Env = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export type Service = { child: ChildProcess; stop(): Promise<void> };

/** Starts a long-running server and waits until readyUrl answers. */
export async function startService(
  command: string,
  args: string[],
  readyUrl: string,
  env: Env = {},
): Promise<Service> {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    ),
  );
  exited.catch(() => undefined);
  const stop = () => stopProcess(child);
  try {
    await Promise.race([waitForHttp(readyUrl, 120_000), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, stop };
}

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
