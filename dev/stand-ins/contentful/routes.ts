import { notFound, type CdaResult } from './errors';
import {
  getAsset,
  getContentType,
  getEntry,
  getSpace,
  listAssets,
  listContentTypes,
  listEntries,
  listLocales,
  unknownResource,
  type RequestScope,
} from './query';
import type { ContentStore } from './store';

/** `/spaces/:space[/environments/:env]/...resource` split into its parts. */
export interface CdaPath {
  spaceId: string;
  /** Undefined when the client used the environment-less form. */
  environment?: string;
  resource: string[];
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Undefined for paths outside `/spaces/...`. */
export function parseCdaPath(pathname: string): CdaPath | undefined {
  const segments = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map(decode);
  if (segments.some((segment) => segment === undefined)) return undefined;
  const [root, spaceId, ...rest] = segments as string[];
  if (root !== 'spaces' || spaceId === undefined) return undefined;
  if (rest[0] === 'environments' && rest[1] !== undefined) {
    return { spaceId, environment: rest[1], resource: rest.slice(2) };
  }
  return { spaceId, resource: rest };
}

export interface CdaRequest {
  path: CdaPath;
  params: URLSearchParams;
  scope: RequestScope;
  spaceName: string;
}

/**
 * Answers one authorized CDA request. Space and environment ids must already
 * match `scope`; this only checks which resource was asked for.
 */
export function answerCdaRequest(store: ContentStore, request: CdaRequest): CdaResult {
  const { path, params, scope } = request;
  const [collection, id, ...extra] = path.resource;
  if (extra.length > 0) return unknownResource(scope);
  if (collection === undefined) {
    return path.environment === undefined
      ? getSpace(store, request.spaceName, scope)
      : unknownResource(scope);
  }
  switch (collection) {
    case 'entries':
      return id === undefined
        ? listEntries(store, params, scope)
        : getEntry(store, id, params, scope);
    case 'assets':
      return id === undefined
        ? listAssets(store, params, scope)
        : getAsset(store, id, params, scope);
    case 'content_types':
      return id === undefined
        ? listContentTypes(store, params, scope)
        : getContentType(store, id, scope);
    case 'locales':
      return id === undefined ? listLocales(store, params, scope) : unknownResource(scope);
    default:
      return unknownResource(scope);
  }
}

/** The 404 Contentful sends for a space or environment this server does not hold. */
export function wrongSpaceOrEnvironment(path: CdaPath, scope: RequestScope): CdaResult | undefined {
  if (path.spaceId !== scope.spaceId)
    return notFound({ ...scope, spaceId: path.spaceId }, 'Space', path.spaceId);
  if (path.environment !== undefined && path.environment !== scope.environment) {
    return notFound(scope, 'Environment', path.environment);
  }
  return undefined;
}
