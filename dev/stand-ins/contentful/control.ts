import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../read-body';
import type { ContentStore } from './store';

/** An injected failure applied to every following CDA API request. */
export interface Fault {
  status?: number;
  latencyMs?: number;
}

export interface ControlState {
  requests: number;
  fault: Fault;
  /** Fields changed at run time, with their values from the export (by `entry id/field id`). */
  edits: Map<string, Record<string, unknown> | undefined>;
}

export const CONTROL_PREFIX = '/__control/';

const MAX_BODY_BYTES = 64 * 1024;

export function createControlState(): ControlState {
  return { requests: 0, fault: {}, edits: new Map() };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
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

/** Validates a field edit body `{ "value": …, "locale"?: "…" }`; returns an error message when unusable. */
export function parseFieldEdit(text: string): { value: unknown; locale?: string } | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'body must be JSON';
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !('value' in data)) {
    return 'body must be a JSON object with a value';
  }
  const { value, locale } = data as Record<string, unknown>;
  if (locale !== undefined && (typeof locale !== 'string' || locale === '')) {
    return 'locale must be a locale code';
  }
  return locale === undefined ? { value } : { value, locale };
}

/** A publish of the entry: Contentful counts it in `sys.revision` (the export's publishedCounter). */
function published(entry: { sys: { publishedCounter?: number } }): void {
  entry.sys.publishedCounter = (entry.sys.publishedCounter ?? 1) + 1;
}

const FIELD_ROUTE = /^entries\/([^/]+)\/fields\/([^/]+)$/;

/**
 * `PUT entries/<id>/fields/<field>` sets a published entry's field (default locale unless the
 * body names one), as if an editor had published the change; `DELETE` puts the export's
 * value back. Either raises the entry's `sys.revision`, as a publish does in Contentful.
 * Lets a test change content while the app runs.
 */
async function editField(
  req: IncomingMessage,
  res: ServerResponse,
  [entryId, fieldId]: [string, string],
  state: ControlState,
  store: ContentStore,
): Promise<void> {
  const entry = store.entryById.get(entryId);
  if (!entry) return sendJson(res, 404, { error: `no published entry ${entryId}` });
  const key = `${entryId}/${fieldId}`;
  if (req.method === 'DELETE') {
    if (state.edits.has(key)) {
      const original = state.edits.get(key);
      if (original === undefined) delete entry.fields[fieldId];
      else entry.fields[fieldId] = original;
      state.edits.delete(key);
      published(entry);
    }
    return sendJson(res, 200, {
      id: entryId,
      field: fieldId,
      value: entry.fields[fieldId] ?? null,
    });
  }
  if (req.method !== 'PUT') return sendJson(res, 405, { error: 'use PUT or DELETE' });
  const edit = parseFieldEdit(await readBody(req, MAX_BODY_BYTES));
  if (typeof edit === 'string') return sendJson(res, 400, { error: edit });
  const current = entry.fields[fieldId];
  if (!state.edits.has(key)) state.edits.set(key, current && structuredClone(current));
  entry.fields[fieldId] = { ...current, [edit.locale ?? store.defaultLocale]: edit.value };
  published(entry);
  return sendJson(res, 200, { id: entryId, field: fieldId, value: entry.fields[fieldId] });
}

/** Serves `/__control/*`; these requests are never counted or faulted. */
export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  state: ControlState,
  store: ContentStore,
): Promise<void> {
  const path = pathname.slice(CONTROL_PREFIX.length).replace(/\/+$/, '');
  const field = FIELD_ROUTE.exec(path);
  if (field) {
    const [entryId, fieldId] = [field[1]!, field[2]!].map(decodeURIComponent) as [string, string];
    return editField(req, res, [entryId, fieldId], state, store);
  }
  const route = `${req.method ?? 'GET'} ${path}`;
  switch (route) {
    case 'GET stats':
      return sendJson(res, 200, { requests: state.requests });
    case 'POST stats/reset':
      state.requests = 0;
      return sendJson(res, 200, { requests: 0 });
    case 'GET fault':
      return sendJson(res, 200, state.fault);
    case 'POST fault': {
      const parsed = parseFault(await readBody(req, MAX_BODY_BYTES));
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
