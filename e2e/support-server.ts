import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';

export type RawPostResult = { status: number | null; body: string; sentBytes: number };

/**
 * Posts up to `totalBytes` of filler with Node's own client, as an attacker would: chunked
 * (no Content-Length) unless the headers declare a length. It stops sending as soon as the
 * server answers and reports how much it had sent by then.
 */
export function rawPost(
  url: string,
  headers: OutgoingHttpHeaders,
  totalBytes: number,
  timeoutMs = 20_000,
): Promise<RawPostResult> {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const req = httpRequest(url, { method: 'POST', headers });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms after ${sentBytes} bytes`));
    }, timeoutMs);
    req.on('response', (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({
          status: res.statusCode ?? null,
          body: Buffer.concat(parts).toString(),
          sentBytes,
        });
      });
    });
    req.on('error', (error) => {
      // A server that answered and then closed the connection mid-upload is expected.
      if (answered) return;
      clearTimeout(timer);
      reject(new Error(`${error.message} after ${sentBytes} bytes`));
    });
    const pump = () => {
      while (!answered && !req.destroyed && sentBytes < totalBytes) {
        sentBytes += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered && !req.destroyed) req.end();
    };
    pump();
  });
}

/** The process listening on a local TCP port (Linux /proc), or null when it cannot be found. */
export function pidListeningOn(port: number): number | null {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const row of text.split('\n').slice(1)) {
      const cols = row.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT; state 0A is LISTEN; column 9 is the socket's inode.
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A' && cols[9]) inodes.add(cols[9]);
    }
  }
  if (inodes.size === 0) return null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(entry);
      } catch {
        // The descriptor closed meanwhile.
      }
    }
  }
  return null;
}

/** Resident memory of a process in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}
