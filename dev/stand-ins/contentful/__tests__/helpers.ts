import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CdaResult } from '../errors';
import { toLoadedExport, type LoadedExport } from '../export-file';
import type { RequestScope } from '../query';
import { createStore, type ContentStore } from '../store';

export const FIXTURES = join(__dirname, 'fixtures');
export const EXPORT_PATH = join(FIXTURES, 'space-export.json');
export const SPACE_ID = 'testspace';

export const scope: RequestScope = {
  spaceId: SPACE_ID,
  environment: 'master',
  requestId: 'req-1',
  baseUrl: 'http://cda.test:9300',
};

export function fixtureExport(): LoadedExport {
  return toLoadedExport(JSON.parse(readFileSync(EXPORT_PATH, 'utf8')), EXPORT_PATH);
}

export function fixtureStore(): ContentStore {
  return createStore(fixtureExport());
}

/** Query params the way the contentful client sends them. */
export function q(params: Record<string, string | number> = {}): URLSearchParams {
  return new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
}

export interface Entity {
  sys: { id: string; type: string; locale?: string; [key: string]: unknown };
  fields: Record<string, unknown>;
}

export interface ArrayBody {
  sys: { type: string };
  total: number;
  skip: number;
  limit: number;
  items: Entity[];
  includes?: { Entry?: Entity[]; Asset?: Entity[] };
  errors?: unknown[];
}

export interface ErrorBody {
  sys: { type: string; id: string };
  message: string;
  details?: { errors?: { name: string; [key: string]: unknown }[]; [key: string]: unknown };
  requestId: string;
}

export function ok(result: CdaResult): ArrayBody {
  if (result.status !== 200)
    throw new Error(`expected 200, got ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body as ArrayBody;
}

export function failed(result: CdaResult, status: number): ErrorBody {
  if (result.status !== status) throw new Error(`expected ${status}, got ${result.status}`);
  return result.body as ErrorBody;
}

export const ids = (body: { items: Entity[] } | Entity[] | undefined): string[] =>
  (Array.isArray(body) ? body : (body?.items ?? [])).map((item) => item.sys.id);
