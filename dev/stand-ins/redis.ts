import { createConnection } from 'node:net';
import { startService, type Service } from '../stack/processes';

/**
 * A throwaway redis-server (Debian's `redis-server`): loopback only, nothing written to
 * disk, and the key events the cache handler listens for (expired and evicted keys).
 */
export async function startRedis(port: number): Promise<Service> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  args.push('--notify-keyspace-events', 'Exe', '--loglevel', 'warning');
  try {
    return await startService('redis-server', args, {
      ready: () => pings(port),
      timeoutMs: 20_000,
    });
  } catch (error) {
    const missing = (error as { cause?: { code?: string } }).cause?.code === 'ENOENT';
    throw missing ? new Error(`${(error as Error).message} (apt-get install redis-server)`) : error;
  }
}

/** Whether a server answers PING on 127.0.0.1:port. */
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
