import type { CdaEntity } from './render';

export type LinkType = 'Entry' | 'Asset';

export interface LinkRef {
  linkType: LinkType;
  id: string;
}

/** What the CDA reports for a link it could not resolve (missing or unpublished target). */
export interface UnresolvedLinkError {
  sys: { id: 'notResolvable'; type: 'error' };
  details: { type: 'Link'; linkType: LinkType; id: string };
}

export interface Includes {
  Entry: CdaEntity[];
  Asset: CdaEntity[];
  errors: UnresolvedLinkError[];
}

function asLinkRef(value: Record<string, unknown>): LinkRef | undefined {
  const sys = value.sys;
  if (typeof sys !== 'object' || sys === null) return undefined;
  const { type, linkType, id } = sys as Record<string, unknown>;
  if (type !== 'Link' || typeof id !== 'string') return undefined;
  return linkType === 'Entry' || linkType === 'Asset' ? { linkType, id } : undefined;
}

/**
 * Every Entry/Asset link inside a field value, however deep: single links,
 * arrays of links and rich-text nodes' `data.target` alike.
 */
export function linksIn(value: unknown, found: LinkRef[] = []): LinkRef[] {
  if (Array.isArray(value)) {
    for (const item of value) linksIn(item, found);
    return found;
  }
  if (typeof value !== 'object' || value === null) return found;
  const record = value as Record<string, unknown>;
  const ref = asLinkRef(record);
  if (ref) {
    found.push(ref);
    return found;
  }
  for (const child of Object.values(record)) linksIn(child, found);
  return found;
}

export function linkKey(ref: LinkRef): string {
  return `${ref.linkType}!${ref.id}`;
}

/**
 * The CDA's `include`: entries linked from the items, and from those entries, for `depth`
 * levels, plus every asset linked from the items or from any included entry ("all assets
 * will be included by default"), so an entry at the last level still arrives with its
 * assets. Each entity appears once, and never if it is an item. `itemRefs` name the items,
 * since `select` may have stripped their sys.
 */
export function collectIncludes(
  items: Pick<CdaEntity, 'fields'>[],
  itemRefs: LinkRef[],
  depth: number,
  resolve: (ref: LinkRef) => CdaEntity | undefined,
): Includes {
  const includes: Includes = { Entry: [], Asset: [], errors: [] };
  if (depth <= 0) return includes;
  const seen = new Set(itemRefs.map(linkKey));
  let frontier = items;
  for (let level = 0; level <= depth && frontier.length > 0; level += 1) {
    const entriesToo = level < depth;
    const next: Pick<CdaEntity, 'fields'>[] = [];
    for (const entity of frontier) {
      for (const ref of linksIn(entity.fields)) {
        const key = linkKey(ref);
        if ((ref.linkType === 'Entry' && !entriesToo) || seen.has(key)) continue;
        seen.add(key);
        const target = resolve(ref);
        if (!target) {
          includes.errors.push({
            sys: { id: 'notResolvable', type: 'error' },
            details: { type: 'Link', linkType: ref.linkType, id: ref.id },
          });
          continue;
        }
        includes[ref.linkType].push(target);
        if (ref.linkType === 'Entry') next.push(target);
      }
    }
    frontier = next;
  }
  return includes;
}
