/** sys blocks and links shaped like those in a `contentful space export` file. */

export const SPACE_ID = 'demo-space';
export const ENVIRONMENT_ID = 'master';
export const LOCALE = 'en-US';
/** Every timestamp in the export, so the output never changes between runs. */
export const TIMESTAMP = '2025-01-01T00:00:00.000Z';
const USER_ID = 'demo-user';

export type LinkType = 'Space' | 'Environment' | 'User' | 'ContentType' | 'Entry' | 'Asset';

export interface Link<T extends LinkType = LinkType> {
  sys: { type: 'Link'; linkType: T; id: string };
}

export function link<T extends LinkType>(linkType: T, id: string): Link<T> {
  return { sys: { type: 'Link', linkType, id } };
}

/** Links in the order contentful-export writes them for environments (id first). */
function environmentLink() {
  return { sys: { id: ENVIRONMENT_ID, type: 'Link', linkType: 'Environment' } } as const;
}

/** A published item: version is one ahead of publishedVersion, as after a publish. */
function publishedSys(
  id: string,
  type: 'Entry' | 'Asset' | 'ContentType',
  timestamp: string = TIMESTAMP,
) {
  return {
    space: link('Space', SPACE_ID),
    id,
    type,
    createdAt: timestamp,
    updatedAt: timestamp,
    environment: environmentLink(),
    publishedVersion: 1,
    publishedAt: timestamp,
    firstPublishedAt: timestamp,
    createdBy: link('User', USER_ID),
    updatedBy: link('User', USER_ID),
    publishedCounter: 1,
    version: 2,
    publishedBy: link('User', USER_ID),
  };
}

/** `timestamp`: when the entry was created and published; the export's one time by default. */
export function entrySys(id: string, contentTypeId: string, timestamp: string = TIMESTAMP) {
  return {
    ...publishedSys(id, 'Entry', timestamp),
    contentType: link('ContentType', contentTypeId),
  };
}

export function assetSys(id: string) {
  return publishedSys(id, 'Asset');
}

export function contentTypeSys(id: string) {
  return publishedSys(id, 'ContentType');
}

export function editorInterfaceSys(contentTypeId: string) {
  return {
    id: 'default',
    type: 'EditorInterface',
    space: { sys: { id: SPACE_ID, type: 'Link', linkType: 'Space' } },
    version: 2,
    createdAt: TIMESTAMP,
    createdBy: { sys: { id: USER_ID, type: 'Link', linkType: 'User' } },
    updatedAt: TIMESTAMP,
    updatedBy: { sys: { id: USER_ID, type: 'Link', linkType: 'User' } },
    contentType: { sys: { id: contentTypeId, type: 'Link', linkType: 'ContentType' } },
    environment: environmentLink(),
  };
}

export function localeSys(id: string) {
  return {
    type: 'Locale',
    id,
    version: 1,
    space: link('Space', SPACE_ID),
    environment: { sys: { type: 'Link', linkType: 'Environment', id: ENVIRONMENT_ID } },
    createdBy: link('User', USER_ID),
    createdAt: TIMESTAMP,
    updatedBy: link('User', USER_ID),
    updatedAt: TIMESTAMP,
  };
}

/** Wraps a value for the single locale: `{ "en-US": value }`. */
export function localized<T>(value: T): Record<typeof LOCALE, T> {
  return { [LOCALE]: value } as Record<typeof LOCALE, T>;
}
