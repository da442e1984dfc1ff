import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import type { LoadedExport } from './export-file';

export const FILES_PREFIX = '/files/';

const EXTENSION_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.zip': 'application/zip',
};

/** Maps `host/path` of every exported asset file to the content type Contentful recorded. */
export function contentTypesByPath(exported: LoadedExport): Map<string, string> {
  const types = new Map<string, string>();
  for (const asset of exported.assets) {
    for (const file of Object.values(asset.fields.file ?? {})) {
      if (typeof file !== 'object' || file === null) continue;
      const { url, contentType } = file as { url?: unknown; contentType?: unknown };
      if (typeof url !== 'string' || typeof contentType !== 'string') continue;
      types.set(url.replace(/^(?:https?:)?\/\//, ''), contentType);
    }
  }
  return types;
}

function safeSegment(segment: string): boolean {
  return segment !== '' && segment !== '.' && segment !== '..' && !/[\\/\0]/.test(segment);
}

function decodeAll(segments: string[]): string[] | undefined {
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/**
 * Files that may hold `host/path` below `root`, or none for unsafe paths.
 * `--download-assets` names files after the URL's still-encoded path, so the
 * encoded form is tried before the decoded one.
 */
export function fileCandidates(root: string, rawPath: string): string[] {
  const segments = rawPath.split('/');
  const host = segments[0] ?? '';
  if (segments.length < 2 || !/^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*$/.test(host)) return [];
  const base = resolve(root);
  const forms = [segments, decodeAll(segments)];
  const candidates: string[] = [];
  for (const form of forms) {
    if (!form || !form.every(safeSegment)) return [];
    const path = join(base, ...form);
    if (!path.startsWith(base + sep)) return [];
    if (!candidates.includes(path)) candidates.push(path);
  }
  return candidates;
}

function notFoundText(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not Found');
}

/** Streams the downloaded asset file for `/files/<host>/<path>`. */
export async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  rawPath: string,
  types: Map<string, string>,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return notFoundText(res);
  for (const path of fileCandidates(root, rawPath)) {
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) continue;
    const contentType =
      types.get(rawPath) ??
      EXTENSION_TYPES[extname(path).toLowerCase()] ??
      'application/octet-stream';
    res.writeHead(200, {
      'Content-Type': contentType,
      'Content-Length': info.size,
      'Cache-Control': 'max-age=31536000',
      'Access-Control-Allow-Origin': '*',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await new Promise<void>((done) => {
      const stream = createReadStream(path);
      stream.on('error', () => {
        res.destroy();
        done();
      });
      res.on('close', done);
      stream.pipe(res);
    });
    return;
  }
  notFoundText(res);
}
