import type {
  ExportAsset,
  ExportContentType,
  ExportEntry,
  ExportLocale,
  ExportSys,
  LoadedExport,
} from './export-file';

/** The published view of an export, indexed for the query functions. */
export interface ContentStore {
  defaultLocale: string;
  locales: ExportLocale[];
  contentTypes: ExportContentType[];
  entries: ExportEntry[];
  assets: ExportAsset[];
  contentTypeById: Map<string, ExportContentType>;
  entryById: Map<string, ExportEntry>;
  assetById: Map<string, ExportAsset>;
}

/**
 * The CDA only serves published items. Exports made with `--include-drafts`
 * or `--include-archived` mark published ones with `publishedVersion`; a
 * hand-written fixture without any such marks is treated as all published.
 */
export function publishedOnly<T extends { sys: ExportSys }>(items: T[]): T[] {
  const anyPublished = items.some((item) => item.sys.publishedVersion !== undefined);
  return anyPublished ? items.filter((item) => item.sys.publishedVersion !== undefined) : items;
}

export function defaultLocaleOf(locales: ExportLocale[]): string {
  return (locales.find((locale) => locale.default) ?? locales[0])?.code ?? 'en-US';
}

function byId<T extends { sys: ExportSys }>(items: T[]): Map<string, T> {
  return new Map(items.map((item) => [item.sys.id, item]));
}

export function createStore(exported: LoadedExport, defaultLocale?: string): ContentStore {
  const locales = exported.locales.filter((locale) => locale.contentDeliveryApi !== false);
  const contentTypes = publishedOnly(exported.contentTypes);
  const entries = publishedOnly(exported.entries);
  const assets = publishedOnly(exported.assets);
  return {
    defaultLocale: defaultLocale ?? defaultLocaleOf(exported.locales),
    locales,
    contentTypes,
    entries,
    assets,
    contentTypeById: byId(contentTypes),
    entryById: byId(entries),
    assetById: byId(assets),
  };
}
