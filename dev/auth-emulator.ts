import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stopProcess } from './processes';
import { splitHostPort } from './stack-config';
import { waitForHttp } from './wait-for';

export type RunningAuthEmulator = { url: string; stop(): Promise<void> };

/**
 * The Firebase CLI's Auth emulator (pure Node, works offline). It runs from a working
 * folder of its own so its firebase.json and debug log stay out of the repo.
 */
export async function startAuthEmulator(options: {
  hostPort: string;
  projectId: string;
  workDir: string;
}): Promise<RunningAuthEmulator> {
  const { host, port } = splitHostPort(options.hostPort);
  const workDir = resolve(options.workDir, `auth-${port}`);
  mkdirSync(workDir, { recursive: true });
  writeFileSync(
    join(workDir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host, port },
        // The hub and logging ports sit beside the auth port so two stacks can run at once.
        hub: { host, port: port + 1 },
        logging: { host, port: port + 2 },
        ui: { enabled: false },
      },
    }),
  );
  const cli = resolve('node_modules/firebase-tools/lib/bin/firebase.js');
  const child = spawn(
    process.execPath,
    [cli, 'emulators:start', '--only', 'auth', '--project', options.projectId],
    {
      cwd: workDir,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://${host}:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`Auth emulator exited (${code}) before it was ready:\n${output.join('')}`)),
    ),
  );
  try {
    await Promise.race([waitForHttp(url, 90_000), exited]);
  } catch (error) {
    await stopProcess(child); // a slow start must not leave the emulator holding its ports
    throw error;
  }
  return { url, stop: () => stopProcess(child) };
}
