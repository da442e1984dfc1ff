import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

export interface Link<T extends string = string> {
  sys: { type: 'Link'; linkType: T; id: string };
}

export interface ExportSys {
  id: string;
  type: string;
  createdAt?: string;
  updatedAt?: string;
  version?: number;
  publishedVersion?: number;
  publishedAt?: string;
  firstPublishedAt?: string;
  publishedCounter?: number;
  contentType?: Link<'ContentType'>;
  space?: Link<'Space'>;
}

export interface ExportMetadata {
  tags?: Link<'Tag'>[];
  concepts?: unknown[];
}

/** Field values keyed by field id, then by locale code. */
export type LocalizedFields = Record<string, Record<string, unknown> | undefined>;

export interface ExportEntry {
  metadata?: ExportMetadata;
  sys: ExportSys & { type: 'Entry'; contentType: Link<'ContentType'> };
  fields: LocalizedFields;
}

export interface ExportAsset {
  metadata?: ExportMetadata;
  sys: ExportSys & { type: 'Asset' };
  fields: LocalizedFields;
}

export interface ExportFieldItems {
  type: string;
  linkType?: string;
  validations?: unknown[];
}

export interface ExportContentTypeField {
  id: string;
  name: string;
  type: string;
  localized?: boolean;
  required?: boolean;
  disabled?: boolean;
  omitted?: boolean;
  validations?: unknown[];
  linkType?: string;
  items?: ExportFieldItems;
}

export interface ExportContentType {
  sys: ExportSys;
  name: string;
  displayField?: string | null;
  description?: string | null;
  fields: ExportContentTypeField[];
}

export interface ExportLocale {
  code: string;
  name: string;
  default?: boolean;
  fallbackCode?: string | null;
  contentDeliveryApi?: boolean;
  optional?: boolean;
  sys?: { id?: string; type?: string; version?: number };
}

/** The parts of a `contentful space export` file the CDA stand-in serves. */
export interface SpaceExport {
  contentTypes?: ExportContentType[];
  entries?: ExportEntry[];
  assets?: ExportAsset[];
  locales?: ExportLocale[];
}

export interface LoadedExport {
  /** Absolute path of the export JSON. */
  path: string;
  /** Folder holding the export; `--download-assets` writes files below it. */
  dir: string;
  contentTypes: ExportContentType[];
  entries: ExportEntry[];
  assets: ExportAsset[];
  locales: ExportLocale[];
}

function arrayOf<T>(value: unknown, key: string, file: string): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`${file}: "${key}" must be an array`);
  return value as T[];
}

/** Builds a LoadedExport from already-parsed JSON (handy for tests). */
export function toLoadedExport(data: unknown, path: string): LoadedExport {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${path}: not a Contentful space export (expected a JSON object)`);
  }
  const raw = data as Record<string, unknown>;
  const absolute = resolve(path);
  return {
    path: absolute,
    dir: dirname(absolute),
    contentTypes: arrayOf<ExportContentType>(raw.contentTypes, 'contentTypes', path),
    entries: arrayOf<ExportEntry>(raw.entries, 'entries', path),
    assets: arrayOf<ExportAsset>(raw.assets, 'assets', path),
    locales: arrayOf<ExportLocale>(raw.locales, 'locales', path),
  };
}

/** The space the export was taken from, as recorded in its items' sys. */
export function exportedSpaceId(exported: LoadedExport): string | undefined {
  const items = [...exported.contentTypes, ...exported.entries, ...exported.assets];
  return items.find((item) => item.sys.space?.sys.id)?.sys.space?.sys.id;
}

export async function loadExport(path: string): Promise<LoadedExport> {
  const text = await readFile(path, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path}: invalid JSON (${(error as Error).message})`);
  }
  return toLoadedExport(data, path);
}
