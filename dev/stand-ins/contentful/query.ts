import {
  errorResult,
  notFound,
  problemResult,
  QueryProblem,
  type CdaResult,
  type ErrorScope,
} from './errors';
import type { ExportAsset, ExportEntry } from './export-file';
import { compareBy, DEFAULT_ORDER, matchesFilter, type FilterTarget } from './filters';
import { matchesTokens, searchableTexts } from './fulltext';
import { collectIncludes, linkKey, linksIn, type LinkRef } from './links';
import { filterView, resolveLocale, type LocaleView } from './locales';
import { mimetypeGroupOf } from './mimetype-groups';
import {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  parseListQuery,
  parseSimpleQuery,
  type ListQuery,
  type SimpleCollection,
} from './params';
import { fieldOf, SYS_PATHS } from './paths';
import { withLinkedEntries } from './references';
import {
  renderAsset,
  renderContentType,
  renderEntry,
  renderLocale,
  renderSpace,
  type CdaEntity,
  type RenderScope,
} from './render';
import type { ContentStore } from './store';

/** Everything a single CDA answer depends on besides the content itself. */
export interface RequestScope extends RenderScope, ErrorScope {}

type Item = ExportEntry | ExportAsset;

function guard(scope: RequestScope, answer: () => CdaResult): CdaResult {
  try {
    return answer();
  } catch (error) {
    if (error instanceof QueryProblem) return problemResult(error, scope.requestId);
    throw error;
  }
}

function render(store: ContentStore, item: Item, view: LocaleView, scope: RequestScope): CdaEntity {
  return item.sys.type === 'Entry'
    ? renderEntry(item as ExportEntry, store, view, scope)
    : renderAsset(item as ExportAsset, view, scope);
}

function arrayBody(items: unknown[], total: number, skip: number, limit: number) {
  return { sys: { type: 'Array' }, total, skip, limit, items };
}

function project(entity: CdaEntity, select: string[][] | undefined): CdaEntity {
  if (!select) return entity;
  const source = entity as unknown as Record<string, Record<string, unknown> | undefined>;
  const picked: Record<string, Record<string, unknown>> = {};
  for (const [top, sub] of select) {
    const value = top === undefined ? undefined : source[top];
    if (top === undefined || value === undefined) continue;
    if (sub === undefined) picked[top] = value;
    else if (value[sub] !== undefined) picked[top] = { ...picked[top], [sub]: value[sub] };
  }
  return picked as unknown as CdaEntity;
}

function linksTo(item: Item, ref: LinkRef): boolean {
  const key = linkKey(ref);
  return linksIn(item.fields).some((found) => linkKey(found) === key);
}

function candidates(store: ContentStore, query: ListQuery): Item[] {
  if (query.kind === 'Asset') return store.assets;
  const contentTypeId = query.contentType?.sys.id;
  return contentTypeId === undefined
    ? store.entries
    : store.entries.filter((entry) => entry.sys.contentType.sys.id === contentTypeId);
}

const TEXT_TYPES = ['Symbol', 'Text', 'RichText'];
const ASSET_TEXT_FIELDS = ['title', 'description'];

/** Whether an item's text and symbol fields, in any locale, hold every token of `query`. */
function matchesFullText(store: ContentStore, item: Item, tokens: string[]): boolean {
  const contentType =
    item.sys.type === 'Entry'
      ? store.contentTypeById.get((item as ExportEntry).sys.contentType.sys.id)
      : undefined;
  const searchable = (fieldId: string) => {
    if (!contentType) return ASSET_TEXT_FIELDS.includes(fieldId);
    const field = fieldOf(contentType, fieldId);
    const type = field?.type === 'Array' ? field.items?.type : field?.type;
    return type !== undefined && TEXT_TYPES.includes(type);
  };
  return matchesTokens(searchableTexts(item.fields, searchable), tokens);
}

/** The `/entries` or `/assets` collection body for a validated query. */
export function listBody(store: ContentStore, query: ListQuery, scope: RequestScope) {
  const view = filterView(store, query.locale);
  const linkedEntry = (id: string) => {
    const entry = store.entryById.get(id);
    return entry ? renderEntry(entry, store, view, scope) : undefined;
  };
  const matching = candidates(store, query)
    .filter((item) => !query.linksTo || linksTo(item, query.linksTo))
    .filter((item) => !query.fullText || matchesFullText(store, item, query.fullText))
    .map((item) => {
      const entity = render(store, item, view, scope);
      return {
        item,
        entity,
        target: withLinkedEntries(entity, query.referenceFields, linkedEntry),
      };
    })
    .filter(({ target }) => query.filters.every((filter) => matchesFilter(target, filter)))
    .filter(
      ({ target }) =>
        !query.mimetypeGroup || mimetypeGroupOf(target.fields.file) === query.mimetypeGroup,
    );
  const compare = compareBy(query.order);
  matching.sort((a, b) => compare(a.target, b.target));

  const page = matching.slice(query.skip, query.skip + query.limit);
  const items = page.map(({ item, entity }) =>
    project(
      query.locale === view ? entity : render(store, item, query.locale, scope),
      query.select,
    ),
  );
  const body: Record<string, unknown> = arrayBody(items, matching.length, query.skip, query.limit);
  if (query.kind === 'Entry' && query.include > 0) {
    const refs = page.map(({ item }) => ({ linkType: query.kind, id: item.sys.id }));
    const includes = collectIncludes(items, refs, query.include, (ref) => {
      const target =
        ref.linkType === 'Entry' ? store.entryById.get(ref.id) : store.assetById.get(ref.id);
      return target ? render(store, target, query.locale, scope) : undefined;
    });
    const found: Record<string, CdaEntity[]> = {};
    if (includes.Entry.length > 0) found.Entry = includes.Entry;
    if (includes.Asset.length > 0) found.Asset = includes.Asset;
    if (Object.keys(found).length > 0) body.includes = found;
    if (includes.errors.length > 0) body.errors = includes.errors;
  }
  return body;
}

export function listEntries(
  store: ContentStore,
  params: URLSearchParams,
  scope: RequestScope,
): CdaResult {
  return guard(scope, () => ({
    status: 200,
    body: listBody(store, parseListQuery(store, params, 'Entry'), scope),
  }));
}

export function listAssets(
  store: ContentStore,
  params: URLSearchParams,
  scope: RequestScope,
): CdaResult {
  return guard(scope, () => ({
    status: 200,
    body: listBody(store, parseListQuery(store, params, 'Asset'), scope),
  }));
}

function single(
  store: ContentStore,
  type: 'Entry' | 'Asset',
  id: string,
  params: URLSearchParams,
  scope: RequestScope,
): CdaResult {
  return guard(scope, () => {
    const view = resolveLocale(store, params.get('locale'));
    const item = type === 'Entry' ? store.entryById.get(id) : store.assetById.get(id);
    if (!item) return notFound(scope, type, id);
    return { status: 200, body: render(store, item, view, scope) };
  });
}

export function getEntry(
  store: ContentStore,
  id: string,
  params: URLSearchParams,
  scope: RequestScope,
) {
  return single(store, 'Entry', id, params, scope);
}

export function getAsset(
  store: ContentStore,
  id: string,
  params: URLSearchParams,
  scope: RequestScope,
) {
  return single(store, 'Asset', id, params, scope);
}

function pagedBody<T>(
  targets: { target: FilterTarget; body: T }[],
  params: URLSearchParams,
  collection: SimpleCollection,
) {
  const query = parseSimpleQuery(params, collection);
  const matching = targets.filter(({ target }) =>
    query.filters.every((filter) => matchesFilter(target, filter)),
  );
  const compare = compareBy(query.order);
  matching.sort((a, b) => compare(a.target, b.target));
  const items = matching.slice(query.skip, query.skip + query.limit).map(({ body }) => body);
  return arrayBody(items, matching.length, query.skip, query.limit);
}

const CONTENT_TYPES: SimpleCollection = {
  sysPaths: SYS_PATHS.ContentType,
  properties: ['name'],
  limit: DEFAULT_LIMIT,
  order: DEFAULT_ORDER,
};

// Locales come in the space's order, a thousand to a page unless asked otherwise.
const LOCALES: SimpleCollection = {
  sysPaths: SYS_PATHS.Locale,
  properties: [],
  limit: MAX_LIMIT,
  order: [],
};

export function listContentTypes(
  store: ContentStore,
  params: URLSearchParams,
  scope: RequestScope,
): CdaResult {
  return listRendered(
    store.contentTypes,
    (contentType) => renderContentType(contentType, scope),
    params,
    scope,
    CONTENT_TYPES,
  );
}

/** A paged list of items that are filtered and ordered by their sys and top-level properties. */
function listRendered<T, B extends { sys: FilterTarget['sys']; name?: string }>(
  items: readonly T[],
  render: (item: T) => B,
  params: URLSearchParams,
  scope: RequestScope,
  collection: SimpleCollection,
): CdaResult {
  return guard(scope, () => {
    const targets = items.map((item) => {
      const body = render(item);
      return { target: { sys: body.sys, name: body.name, fields: {} }, body };
    });
    return { status: 200, body: pagedBody(targets, params, collection) };
  });
}

export function getContentType(store: ContentStore, id: string, scope: RequestScope): CdaResult {
  const contentType = store.contentTypeById.get(id);
  return contentType
    ? { status: 200, body: renderContentType(contentType, scope) }
    : notFound(scope, 'ContentType', id);
}

export function listLocales(
  store: ContentStore,
  params: URLSearchParams,
  scope: RequestScope,
): CdaResult {
  return listRendered(
    store.locales,
    (locale) => renderLocale(locale, store),
    params,
    scope,
    LOCALES,
  );
}

export function getSpace(store: ContentStore, name: string, scope: RequestScope): CdaResult {
  return { status: 200, body: renderSpace(store, scope.spaceId, name) };
}

export function unknownResource(scope: RequestScope): CdaResult {
  return errorResult(404, 'NotFound', 'The resource could not be found.', scope.requestId);
}
