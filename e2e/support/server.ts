import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect } from 'node:net';

export type RawPostResult = { status: number | null; body: string; sentBytes: number };

/**
 * Posts up to `totalBytes` of filler over a raw TCP connection, as an attacker would:
 * chunked (no Content-Length) unless the headers declare a length. It stops sending as soon
 * as the server answers and reports how much it had sent by then. A raw socket, because a
 * server that answers early and closes may make the upload fail (EPIPE) while its answer
 * is already on the wire: like curl or a browser, this reads the answer regardless.
 */
export function rawPost(
  url: string,
  headers: Record<string, string>,
  totalBytes: number,
  timeoutMs = 20_000,
): Promise<RawPostResult> {
  const target = new URL(url);
  const declared = Object.keys(headers).some((name) => name.toLowerCase() === 'content-length');
  const head = [
    `POST ${target.pathname}${target.search} HTTP/1.1`,
    `Host: ${target.host}`,
    ...(declared ? [] : ['Transfer-Encoding: chunked']),
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const framed = declared
    ? chunk
    : Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let received = Buffer.alloc(0);
    let finished = false;
    const socket = connect(Number(target.port), target.hostname);
    const answered = () => received.includes('\r\n\r\n');
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      const text = received.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      if (!status) return reject(new Error(`no answer after sending ${sentBytes} bytes`));
      resolve({ status: Number(status), body: responseBody(text), sentBytes });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      if (answered() && isComplete(received.toString('latin1'))) finish();
    });
    // The server may close or reset the connection once it has answered: expected.
    socket.on('error', () => undefined);
    socket.on('close', finish);
    const pump = () => {
      while (!answered() && !socket.destroyed && sentBytes < totalBytes) {
        sentBytes += chunk.length;
        if (!socket.write(framed)) return void socket.once('drain', pump);
      }
      if (!answered() && !socket.destroyed && !declared) socket.write('0\r\n\r\n');
    };
    socket.once('connect', () => {
      socket.write(head);
      pump();
    });
  });
}

/** Whether a response with a Content-Length (or a chunked one) has fully arrived. */
function isComplete(text: string): boolean {
  const split = text.indexOf('\r\n\r\n');
  const headerText = text.slice(0, split);
  const length = /^content-length:\s*(\d+)/im.exec(headerText)?.[1];
  if (length) return text.length - split - 4 >= Number(length);
  return /^transfer-encoding:\s*chunked/im.test(headerText) && text.endsWith('0\r\n\r\n');
}

function responseBody(text: string): string {
  const split = text.indexOf('\r\n\r\n');
  const headerText = text.slice(0, split);
  const body = text.slice(split + 4);
  if (!/^transfer-encoding:\s*chunked/im.test(headerText)) return body;
  let rest = body;
  let out = '';
  for (;;) {
    const line = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, line), 16);
    if (!size) return out;
    out += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
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
