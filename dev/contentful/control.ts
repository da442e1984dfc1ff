import type { IncomingMessage, ServerResponse } from 'node:http';

/** An injected failure applied to every following CDA API request. */
export interface Fault {
  status?: number;
  latencyMs?: number;
}

export interface ControlState {
  requests: number;
  fault: Fault;
}

export const CONTROL_PREFIX = '/__control/';

const MAX_BODY_BYTES = 64 * 1024;

export function createControlState(): ControlState {
  return { requests: 0, fault: {} };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Validates a fault request body; returns an error message when it is unusable. */
export function parseFault(text: string): Fault | string {
  let data: unknown;
  try {
    data = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return 'body must be JSON';
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return 'body must be a JSON object';
  const { status, latencyMs } = data as Record<string, unknown>;
  const fault: Fault = {};
  if (status !== undefined) {
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
      return 'status must be an integer from 400 to 599';
    }
    fault.status = status;
  }
  if (latencyMs !== undefined) {
    if (typeof latencyMs !== 'number' || !Number.isFinite(latencyMs) || latencyMs < 0) {
      return 'latencyMs must be a non-negative number';
    }
    fault.latencyMs = latencyMs;
  }
  return fault;
}

/** Serves `/__control/*`; these requests are never counted or faulted. */
export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  state: ControlState,
): Promise<void> {
  const route = `${req.method ?? 'GET'} ${pathname.slice(CONTROL_PREFIX.length).replace(/\/+$/, '')}`;
  switch (route) {
    case 'GET stats':
      return sendJson(res, 200, { requests: state.requests });
    case 'POST stats/reset':
      state.requests = 0;
      return sendJson(res, 200, { requests: 0 });
    case 'GET fault':
      return sendJson(res, 200, state.fault);
    case 'POST fault': {
      const parsed = parseFault(await readBody(req));
      if (typeof parsed === 'string') return sendJson(res, 400, { error: parsed });
      state.fault = parsed;
      return sendJson(res, 200, state.fault);
    }
    case 'DELETE fault':
      state.fault = {};
      return sendJson(res, 200, state.fault);
    default:
      return sendJson(res, 404, { error: `unknown control route: ${route}` });
  }
}
