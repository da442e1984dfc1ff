import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { commandPath, startService, stopTogether, waitUntilReady } from '../processes';

const node = process.execPath;

describe('startService', () => {
  it('waits for an HTTP probe to answer, and stop() ends the process', async () => {
    const server = createServer((_, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    server.close(); // a free port for the child to take
    const script = `setTimeout(() => require('http').createServer((q, s) => s.end()).listen(${port}, '127.0.0.1'), 300)`;
    const service = await startService(node, ['-e', script], {
      ready: `http://127.0.0.1:${port}/`,
      timeoutMs: 10_000,
    });
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    await service.stop();
    expect(service.child.signalCode).toBe('SIGTERM');
  });

  it('takes a function as its readiness probe', async () => {
    let checks = 0;
    const service = await startService(node, ['-e', 'setInterval(() => {}, 1000)'], {
      ready: async () => ++checks >= 3,
      timeoutMs: 10_000,
    });
    expect(checks).toBe(3);
    await service.stop();
  });

  it('fails with the quiet process output when it exits before it is ready', async () => {
    const start = startService(node, ['-e', 'console.log("no config"); process.exit(3)'], {
      ready: async () => false,
      timeoutMs: 10_000,
      quiet: true,
    });
    await expect(start).rejects.toThrow(/exited \(3\) before it was ready\nno config/);
  });

  it('stops the process when the probe never succeeds', async () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), 'processes-')), 'pid');
    const script = `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => {}, 1000)`;
    const start = startService(node, ['-e', script], {
      ready: async () => existsSync(pidFile) && false,
      timeoutMs: 1_000,
    });
    await expect(start).rejects.toThrow('did not succeed within 1000 ms');
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(() => process.kill(pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
  });

  it('names a command that cannot start', async () => {
    await expect(
      startService('no-such-command-here', [], { ready: async () => true, timeoutMs: 1_000 }),
    ).rejects.toMatchObject({ message: expect.stringContaining('could not start') });
  });
});

describe('waitUntilReady', () => {
  it('gives up on a URL that never answers', async () => {
    await expect(waitUntilReady('http://127.0.0.1:9/', 300)).rejects.toThrow(
      'http://127.0.0.1:9/ did not succeed within 300 ms',
    );
  });
});

describe('stopTogether', () => {
  it('stops newest first, each once, and goes on past a failing stop', async () => {
    const stopped: string[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = stopTogether();
    started.add({ stop: async () => void stopped.push('stack') });
    started.add({
      stop: async () => {
        stopped.push('redis');
        throw new Error('already gone');
      },
    });
    started.add({ stop: async () => void stopped.push('app') });
    await started.stopAll();
    await started.stopAll();
    expect(stopped).toEqual(['app', 'redis', 'stack']);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('commandPath', () => {
  it('finds the first executable file of that name on the PATH, as command -v does', () => {
    const root = mkdtempSync(join(tmpdir(), 'path-'));
    const [empty, notExecutable, folder, first, second] = ['a', 'b', 'c', 'd', 'e'].map((d) => {
      mkdirSync(join(root, d));
      return join(root, d);
    }) as [string, string, string, string, string];
    writeFileSync(join(notExecutable, 'tool'), '');
    mkdirSync(join(folder, 'tool'));
    for (const dir of [first, second]) {
      writeFileSync(join(dir, 'tool'), '#!/bin/sh\n');
      chmodSync(join(dir, 'tool'), 0o755);
    }
    const path = [empty, notExecutable, folder, first, second].join(delimiter);
    expect(commandPath('tool', path)).toBe(join(first, 'tool'));
    expect(commandPath('tool', [empty, notExecutable].join(delimiter))).toBeUndefined();
    expect(commandPath('tool', '')).toBeUndefined();
  });
});
