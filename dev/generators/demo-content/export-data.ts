import { createHash } from 'node:crypto';
import { CATEGORIES, CLASSES, COURSES } from './courses';
import { assetSys, entrySys, link, localized, SPACE_ID } from './entities';
import { IMAGES, renderPng } from './images';
import { MATERIALS } from './materials';
import { contentTypesExport, editorInterfacesExport, localesExport } from './model';
import { renderPdf } from './pdf';
import { lessonDocument } from './rich-text';

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
  if (asset.title !== undefined) fields.title = localized(asset.title);
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

/** Drops undefined values so absent fields are absent from the JSON, not null. */
function definedFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, localized(value)]),
  );
}

function entry(
  id: string,
  contentTypeId: string,
  fields: Record<string, unknown>,
  timestamp?: string,
): object {
  return {
    metadata: { tags: [] },
    sys: entrySys(id, contentTypeId, timestamp),
    fields: definedFields(fields),
  };
}

function assertKnown(ids: Set<string>, id: string, where: string): string {
  if (!ids.has(id)) throw new Error(`${where} refers to unknown id ${id}`);
  return id;
}

function entries(assetIds: Set<string>): object[] {
  const categoryIds = new Set(CATEGORIES.map((c) => c.id));
  const classIds = new Set(CLASSES.map((c) => c.id));
  const categories = CATEGORIES.map((c) =>
    entry(c.id, 'category', { name: c.name, order: c.order }),
  );
  const courses = COURSES.map((c) =>
    entry(c.id, 'course', {
      title: c.title,
      description: c.description,
      courseImage: c.courseImage && link('Asset', assertKnown(assetIds, c.courseImage, c.id)),
      category: c.category && link('Entry', assertKnown(categoryIds, c.category, c.id)),
      order: c.order,
      classes: c.classes.map((id) => link('Entry', assertKnown(classIds, id, c.id))),
    }),
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
      c.publishedAt,
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
