import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTROL_PREFIX, createControlState, handleControl } from './control';
import { accessTokenInvalid, errorResult, faultResult, type CdaResult } from './errors';
import { loadExport } from './export-file';
import { contentTypesByPath, FILES_PREFIX, serveFile } from './files';
import type { RequestScope } from './query';
import { answerCdaRequest, parseCdaPath, wrongSpaceOrEnvironment, type CdaPath } from './routes';
import { createStore, type ContentStore } from './store';

export interface ContentfulServerOptions {
  /** A `contentful space export` JSON file; downloaded asset files live next to it. */
  exportPath: string;
  spaceId: string;
  accessToken: string;
  environment?: string;
  /** Reported by the space endpoint; defaults to the space id. */
  spaceName?: string;
  /** Overrides the export's default locale. */
  defaultLocale?: string;
}

export interface ContentfulServer {
  listen(port: number, host?: string): Promise<{ url: string }>;
  close(): Promise<void>;
}

const CDA_CONTENT_TYPE = 'application/vnd.contentful.delivery.v1+json';

interface Loaded {
  store: ContentStore;
  dir: string;
  fileTypes: Map<string, string>;
}

function bearerToken(req: IncomingMessage, params: URLSearchParams): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? params.get('access_token');
}

/** Asset URLs must point back at whatever address the client used to reach us. */
function baseUrlFor(req: IncomingMessage, fallback: string): string {
  const host = req.headers.host;
  return host && /^[A-Za-z0-9.-]+(?::\d+)?$/.test(host) ? `http://${host}` : fallback;
}

function sendCda(res: ServerResponse, result: CdaResult, requestId: string, head: boolean): void {
  const text = JSON.stringify(result.body);
  res.writeHead(result.status, {
    'Content-Type': CDA_CONTENT_TYPE,
    'Content-Length': Buffer.byteLength(text),
    'X-Contentful-Request-Id': requestId,
    'Access-Control-Allow-Origin': '*',
    ...result.headers,
  });
  res.end(head ? undefined : text);
}

export function createContentfulServer(options: ContentfulServerOptions): ContentfulServer {
  const environment = options.environment ?? 'master';
  const state = createControlState();
  const timers = new Set<NodeJS.Timeout>();
  let server: Server | undefined;
  let url = '';

  const wait = (ms: number) =>
    new Promise<void>((done) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        done();
      }, ms);
      timers.add(timer);
    });

  async function answerCda(
    req: IncomingMessage,
    res: ServerResponse,
    requestUrl: URL,
    path: CdaPath,
    content: Loaded,
  ): Promise<void> {
    const requestId = randomUUID();
    const scope: RequestScope = {
      spaceId: options.spaceId,
      environment,
      requestId,
      baseUrl: baseUrlFor(req, url),
    };
    const fault = state.fault;
    if (fault.latencyMs) await wait(fault.latencyMs);
    let result: CdaResult;
    if (fault.status !== undefined) result = faultResult(fault.status, requestId);
    else if (bearerToken(req, requestUrl.searchParams) !== options.accessToken) {
      result = accessTokenInvalid(requestId);
    } else if (req.method !== 'GET' && req.method !== 'HEAD') {
      result = errorResult(405, 'MethodNotAllowed', 'Only GET requests are supported.', requestId);
    } else {
      result =
        wrongSpaceOrEnvironment(path, scope) ??
        answerCdaRequest(content.store, {
          path,
          params: requestUrl.searchParams,
          scope,
          spaceName: options.spaceName ?? options.spaceId,
        });
    }
    // Counted before the body goes out, so a client that saw the answer sees the count.
    state.requests += 1;
    sendCda(res, result, requestId, req.method === 'HEAD');
  }

  async function handle(req: IncomingMessage, res: ServerResponse, content: Loaded): Promise<void> {
    const requestUrl = new URL(req.url ?? '/', 'http://localhost');
    const { pathname } = requestUrl;
    if (pathname.startsWith(CONTROL_PREFIX))
      return handleControl(req, res, pathname, state, content.store);
    if (pathname.startsWith(FILES_PREFIX)) {
      return serveFile(
        req,
        res,
        content.dir,
        pathname.slice(FILES_PREFIX.length),
        content.fileTypes,
      );
    }
    const path = parseCdaPath(pathname);
    if (path) return answerCda(req, res, requestUrl, path, content);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not Found');
  }

  return {
    async listen(port, host = '127.0.0.1') {
      if (server) throw new Error('Contentful stand-in is already listening');
      const exported = await loadExport(options.exportPath);
      const content: Loaded = {
        store: createStore(exported, options.defaultLocale),
        dir: exported.dir,
        fileTypes: contentTypesByPath(exported),
      };
      const created = createServer((req, res) => {
        handle(req, res, content).catch((error: unknown) => {
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end(`Contentful stand-in failed: ${String(error)}`);
        });
      });
      server = created;
      await new Promise<void>((done, fail) => {
        created.once('error', fail);
        created.listen(port, host, () => {
          created.off('error', fail);
          done();
        });
      });
      const address = created.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      url = `http://${shownHost}:${address.port}`;
      return { url };
    },

    async close() {
      const current = server;
      server = undefined;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (!current) return;
      await new Promise<void>((done, fail) => {
        current.close((error) => (error ? fail(error) : done()));
        current.closeAllConnections();
      });
    },
  };
}
