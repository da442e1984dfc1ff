import { linksIn } from './links';
import type { CdaEntity } from './render';

/**
 * An entity as a search on references sees it: in each named link field, the linked
 * entries in place of their links (a link that does not resolve stays a link).
 */
export function withLinkedEntries(
  entity: CdaEntity,
  fieldIds: readonly string[],
  resolve: (entryId: string) => CdaEntity | undefined,
): CdaEntity {
  if (fieldIds.length === 0) return entity;
  const swap = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(swap);
    const [ref] = linksIn(value);
    return ref?.linkType === 'Entry' ? (resolve(ref.id) ?? value) : value;
  };
  const fields = { ...entity.fields };
  for (const fieldId of fieldIds) {
    if (fields[fieldId] !== undefined) fields[fieldId] = swap(fields[fieldId]);
  }
  return { ...entity, fields };
}
