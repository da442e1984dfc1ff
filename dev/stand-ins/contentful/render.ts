import type {
  ExportAsset,
  ExportContentType,
  ExportEntry,
  ExportLocale,
  ExportMetadata,
  ExportSys,
} from './export-file';
import {
  ALL_LOCALIZED,
  effectiveFallback,
  localizeFields,
  type FieldRules,
  type LocaleView,
} from './locales';
import type { ContentStore } from './store';

/** Per-request facts the delivered shapes depend on. */
export interface RenderScope {
  spaceId: string;
  environment: string;
  /** Where this server is reachable, e.g. `http://127.0.0.1:9300`; asset URLs point here. */
  baseUrl: string;
}

export interface CdaSys {
  id: string;
  type: string;
  [key: string]: unknown;
}

export interface CdaEntity {
  metadata?: { tags: unknown[]; concepts: unknown[] };
  sys: CdaSys;
  fields: Record<string, unknown>;
}

function link(linkType: string, id: string) {
  return { sys: { type: 'Link', linkType, id } };
}

function baseSys(sys: ExportSys, scope: RenderScope) {
  return {
    space: link('Space', scope.spaceId),
    environment: { sys: { id: scope.environment, type: 'Link', linkType: 'Environment' } },
    id: sys.id,
    type: sys.type,
    // The CDA reports publish times, not authoring times.
    createdAt: sys.firstPublishedAt ?? sys.createdAt ?? sys.publishedAt ?? sys.updatedAt,
    updatedAt: sys.publishedAt ?? sys.updatedAt ?? sys.createdAt,
    revision: sys.publishedCounter ?? 1,
  };
}

function metadataOf(metadata: ExportMetadata | undefined) {
  return { tags: metadata?.tags ?? [], concepts: metadata?.concepts ?? [] };
}

function localeSys(view: LocaleView): { locale?: string } {
  return view.mode === 'single' ? { locale: view.code } : {};
}

export function fieldRules(contentType: ExportContentType | undefined): FieldRules {
  if (!contentType) return ALL_LOCALIZED;
  const byId = new Map(contentType.fields.map((field) => [field.id, field]));
  return {
    isLocalized: (id) => byId.get(id)?.localized ?? false,
    isOmitted: (id) => byId.get(id)?.omitted === true,
  };
}

export function renderEntry(
  entry: ExportEntry,
  store: ContentStore,
  view: LocaleView,
  scope: RenderScope,
): CdaEntity {
  const contentTypeId = entry.sys.contentType.sys.id;
  const rules = fieldRules(store.contentTypeById.get(contentTypeId));
  return {
    metadata: metadataOf(entry.metadata),
    sys: {
      ...baseSys(entry.sys, scope),
      contentType: link('ContentType', contentTypeId),
      ...localeSys(view),
    },
    fields: localizeFields(entry.fields, view, rules),
  };
}

/** `//images.ctfassets.net/s/id/token/a.png` → `<baseUrl>/files/images.ctfassets.net/s/id/token/a.png`. */
export function rewriteFileUrl(url: string, baseUrl: string): string {
  const match = /^(?:https?:)?\/\/([^/]+)(\/.*)$/.exec(url);
  if (!match) return url;
  return `${baseUrl.replace(/\/+$/, '')}/files/${match[1]}${match[2]}`;
}

function rewriteFile(file: unknown, baseUrl: string): unknown {
  if (typeof file !== 'object' || file === null) return file;
  const { url } = file as { url?: unknown };
  return typeof url === 'string' ? { ...file, url: rewriteFileUrl(url, baseUrl) } : file;
}

export function renderAsset(asset: ExportAsset, view: LocaleView, scope: RenderScope): CdaEntity {
  const fields = localizeFields(asset.fields, view, ALL_LOCALIZED);
  if (fields.file !== undefined) {
    fields.file =
      view.mode === 'single'
        ? rewriteFile(fields.file, scope.baseUrl)
        : Object.fromEntries(
            Object.entries(fields.file as Record<string, unknown>).map(([code, file]) => [
              code,
              rewriteFile(file, scope.baseUrl),
            ]),
          );
  }
  return {
    metadata: metadataOf(asset.metadata),
    sys: { ...baseSys(asset.sys, scope), ...localeSys(view) },
    fields,
  };
}

/** Delivered as the export holds it: no `validations` or description added where it has none. */
export function renderContentType(contentType: ExportContentType, scope: RenderScope) {
  const { space, environment, id, createdAt, updatedAt, revision } = baseSys(
    contentType.sys,
    scope,
  );
  return {
    sys: { space, id, type: 'ContentType', createdAt, updatedAt, environment, revision },
    displayField: contentType.displayField ?? null,
    name: contentType.name,
    description: contentType.description ?? null,
    fields: contentType.fields
      .filter((field) => field.omitted !== true)
      .map((field) => ({
        id: field.id,
        name: field.name,
        type: field.type,
        ...(field.linkType ? { linkType: field.linkType } : {}),
        ...(field.items ? { items: field.items } : {}),
        localized: field.localized ?? false,
        required: field.required ?? false,
        ...(field.validations ? { validations: field.validations } : {}),
        disabled: field.disabled ?? false,
        omitted: false,
      })),
  };
}

export function renderLocale(locale: ExportLocale, store: ContentStore) {
  return {
    code: locale.code,
    name: locale.name,
    default: locale.code === store.defaultLocale,
    fallbackCode: effectiveFallback(store, locale),
    sys: { id: locale.sys?.id ?? locale.code, type: 'Locale', version: locale.sys?.version ?? 1 },
  };
}

export function renderSpace(store: ContentStore, spaceId: string, name: string) {
  return {
    sys: { type: 'Space', id: spaceId },
    name,
    locales: store.locales.map((locale) => ({
      code: locale.code,
      default: locale.code === store.defaultLocale,
      name: locale.name,
      fallbackCode: effectiveFallback(store, locale),
    })),
  };
}
