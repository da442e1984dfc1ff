import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { stopProcess, type Service } from './processes';

/**
 * A throwaway redis-server (Debian's `redis-server`): loopback only, nothing written to
 * disk, and the key events the cache handler listens for (expired and evicted keys).
 */
export async function startRedis(port: number): Promise<Service> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  args.push('--notify-keyspace-events', 'Exe', '--loglevel', 'warning');
  const child = spawn('redis-server', args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(new Error(`redis-server could not start (apt-get install redis-server): ${error}`)),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  exited.catch(() => undefined);
  const stop = () => stopProcess(child);
  try {
    await Promise.race([waitForRedis(port, 20_000), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, stop };
}

/** Polls until the server answers PING on 127.0.0.1:port. */
export async function waitForRedis(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await pings(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server on port ${port} did not answer within ${timeoutMs} ms`);
}

function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
