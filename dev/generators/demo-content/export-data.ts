import { createHash } from 'node:crypto';
import { CATEGORIES, CLASSES, COURSES } from './courses';
import { assetSys, entrySys, link, localized, SPACE_ID } from './entities';
import { IMAGES, renderPng } from './images';
import { MATERIALS } from './materials';
import { contentTypesExport, editorInterfacesExport, localesExport } from './model';
import { renderPdf } from './pdf';
import { lessonDocument } from './rich-text';
import {
  ASSET_TRANSLATIONS,
  CATEGORY_TRANSLATIONS,
  CLASS_TRANSLATIONS,
  COURSE_TRANSLATIONS,
  type TranslationLocale,
  type Translations,
} from './translations';

/** Builds the space export object and the binary asset files it refers to. */

export interface OutputFile {
  /** Path relative to the output folder, with forward slashes. */
  path: string;
  data: Buffer;
}

const PDF_FOOTER = 'Trading Academy demo material. Educational content only, not financial advice.';

interface BinaryAsset {
  id: string;
  fileName: string;
  contentType: 'image/png' | 'application/pdf';
  title?: string;
  description?: string;
  data: Buffer;
  /** Pixel size, for images. */
  image?: { width: number; height: number };
}

/** Contentful serves images from images.ctfassets.net and other files from assets.ctfassets.net. */
export function hostFor(contentType: string): string {
  return contentType.startsWith('image/') ? 'images.ctfassets.net' : 'assets.ctfassets.net';
}

/** A stable 32-hex upload token derived from the asset id and its bytes. */
function uploadToken(id: string, data: Buffer): string {
  return createHash('md5').update(`${id}\0`).update(data).digest('hex');
}

function assetEntity(asset: BinaryAsset): { id: string; entity: object; file: OutputFile } {
  const relative = `${hostFor(asset.contentType)}/${SPACE_ID}/${asset.id}/${uploadToken(asset.id, asset.data)}/${asset.fileName}`;
  const details = asset.image
    ? { size: asset.data.length, image: asset.image }
    : { size: asset.data.length };
  const fields: Record<string, unknown> = {};
  if (asset.title !== undefined)
    fields.title = withTranslations('title', localized(asset.title), ASSET_TRANSLATIONS[asset.id]);
  if (asset.description !== undefined) fields.description = localized(asset.description);
  fields.file = localized({
    url: `//${relative}`,
    details,
    fileName: asset.fileName,
    contentType: asset.contentType,
  });
  return {
    id: asset.id,
    entity: { metadata: { tags: [] }, sys: assetSys(asset.id), fields },
    file: { path: relative, data: asset.data },
  };
}

async function binaryAssets(): Promise<BinaryAsset[]> {
  const images = IMAGES.map(async (image): Promise<BinaryAsset> => {
    const { data, width, height } = await renderPng(image);
    return {
      id: image.id,
      fileName: image.fileName,
      contentType: 'image/png',
      title: image.title,
      description: image.description,
      data,
      image: { width, height },
    };
  });
  const pdfs = MATERIALS.map(async (material): Promise<BinaryAsset> => {
    const heading = material.heading ?? material.title;
    if (heading === undefined) throw new Error(`${material.id} needs a title or a heading`);
    return {
      id: material.id,
      fileName: material.fileName,
      contentType: 'application/pdf',
      ...(material.title !== undefined ? { title: material.title } : {}),
      data: await renderPdf({
        title: heading,
        paragraphs: material.paragraphs,
        footer: PDF_FOOTER,
      }),
    };
  });
  return Promise.all([...images, ...pdfs]);
}

/** A field's values: English, then each translation the item has of it. */
function withTranslations(
  fieldId: string,
  english: Record<string, unknown>,
  translations: Translations<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const values = { ...english };
  for (const [code, fields] of Object.entries(translations ?? {})) {
    const value = fields?.[fieldId];
    if (value !== undefined) values[code] = value;
  }
  return values;
}

/**
 * Drops undefined values so absent fields are absent from the JSON, not null; a field
 * with a translation holds it under its locale next to en-US.
 */
function definedFields(
  fields: Record<string, unknown>,
  translations?: Translations<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, withTranslations(key, localized(value), translations)]),
  );
}

function entry(
  id: string,
  contentTypeId: string,
  fields: Record<string, unknown>,
  options: { timestamp?: string; translations?: Translations<Record<string, unknown>> } = {},
): object {
  return {
    metadata: { tags: [] },
    sys: entrySys(id, contentTypeId, options.timestamp),
    fields: definedFields(fields, options.translations),
  };
}

/** Translated lessons as the rich text documents the `content` field holds. */
function classTranslations(id: string): Translations<Record<string, unknown>> | undefined {
  const translations = CLASS_TRANSLATIONS[id];
  if (!translations) return undefined;
  return Object.fromEntries(
    Object.entries(translations).map(([code, { content, ...rest }]) => [
      code as TranslationLocale,
      { ...rest, ...(content ? { content: lessonDocument(content) } : {}) },
    ]),
  );
}

function assertKnown(ids: Set<string>, id: string, where: string): string {
  if (!ids.has(id)) throw new Error(`${where} refers to unknown id ${id}`);
  return id;
}

/** A translation of an item the demo content does not have is a typo: it fails the run. */
function assertTranslated(ids: Set<string>, translations: object, where: string): void {
  for (const id of Object.keys(translations)) assertKnown(ids, id, where);
}

function entries(assetIds: Set<string>): object[] {
  const categoryIds = new Set(CATEGORIES.map((c) => c.id));
  const classIds = new Set(CLASSES.map((c) => c.id));
  assertTranslated(categoryIds, CATEGORY_TRANSLATIONS, 'CATEGORY_TRANSLATIONS');
  assertTranslated(new Set(COURSES.map((c) => c.id)), COURSE_TRANSLATIONS, 'COURSE_TRANSLATIONS');
  assertTranslated(classIds, CLASS_TRANSLATIONS, 'CLASS_TRANSLATIONS');
  assertTranslated(assetIds, ASSET_TRANSLATIONS, 'ASSET_TRANSLATIONS');
  const categories = CATEGORIES.map((c) =>
    entry(
      c.id,
      'category',
      { name: c.name, order: c.order },
      { translations: CATEGORY_TRANSLATIONS[c.id] },
    ),
  );
  const courses = COURSES.map((c) =>
    entry(
      c.id,
      'course',
      {
        title: c.title,
        description: c.description,
        courseImage: c.courseImage && link('Asset', assertKnown(assetIds, c.courseImage, c.id)),
        category: c.category && link('Entry', assertKnown(categoryIds, c.category, c.id)),
        order: c.order,
        classes: c.classes.map((id) => link('Entry', assertKnown(classIds, id, c.id))),
      },
      { translations: COURSE_TRANSLATIONS[c.id] },
    ),
  );
  const classes = CLASSES.map((c) => {
    if (c.content?.diagram) assertKnown(assetIds, c.content.diagram, c.id);
    return entry(
      c.id,
      'class',
      {
        title: c.title,
        order: c.order,
        videoLink: c.videoLink,
        content: c.content && lessonDocument(c.content),
        classMaterials: c.materials?.map((id) => link('Asset', assertKnown(assetIds, id, c.id))),
        releaseAfterDays: c.releaseAfterDays,
      },
      { timestamp: c.publishedAt, translations: classTranslations(c.id) },
    );
  });
  return [...categories, ...courses, ...classes];
}

/** The export object (keys in the order contentful-export writes them) and the asset files. */
export async function buildSpaceExport(): Promise<{ spaceExport: object; files: OutputFile[] }> {
  const built = (await binaryAssets()).map(assetEntity);
  const assetIds = new Set(built.map(({ id }) => id));
  const spaceExport = {
    contentTypes: contentTypesExport(),
    tags: [],
    editorInterfaces: editorInterfacesExport(),
    entries: entries(assetIds),
    assets: built.map(({ entity }) => entity),
    locales: localesExport(),
    webhooks: [],
    roles: [],
  };
  return { spaceExport, files: built.map(({ file }) => file) };
}
