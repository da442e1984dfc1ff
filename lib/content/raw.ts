import type { Document } from '@contentful/rich-text-types';

/**
 * What the contentful client hands back after resolving links. Anything may be missing:
 * editors leave fields empty and links can point at unpublished entries, which arrive
 * as bare `{ sys: { type: 'Link' } }` objects without fields.
 */
/** `revision`: the CDA counts an entry's publications; any publish of it (its text too) raises it. */
export type RawSys = { id: string; type?: string; createdAt?: string; revision?: number };

export type RawLink = { sys: RawSys & { type: 'Link' } };

export type RawAsset = {
  sys: RawSys;
  fields?: {
    title?: string;
    file?: {
      url?: string;
      fileName?: string;
      contentType?: string;
      details?: { size?: number; image?: { width?: number; height?: number } };
    };
  };
};

export type RawCategory = { sys: RawSys; fields?: { name?: string; order?: number } };

export type RawClass = {
  sys: RawSys;
  fields?: {
    title?: string;
    order?: number;
    videoLink?: string;
    releaseAfterDays?: number;
    content?: Document;
    classMaterials?: Array<RawAsset | RawLink>;
  };
};

export type RawCourse = {
  sys: RawSys;
  fields?: {
    title?: string;
    description?: string;
    courseImage?: RawAsset | RawLink;
    category?: RawCategory | RawLink;
    order?: number;
    classes?: Array<RawClass | RawLink>;
  };
};
