import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { splitHostPort } from '../stack/config';
import { startService } from '../stack/processes';

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
  const url = `http://${host}:${port}`;
  const emulator = await startService(
    process.execPath,
    [cli, 'emulators:start', '--only', 'auth', '--project', options.projectId],
    {
      ready: url,
      cwd: workDir,
      env: { NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' },
      timeoutMs: 90_000,
      quiet: true,
    },
  );
  return { url, stop: emulator.stop };
}
