import type { Asset, Course } from '../content/client';

export function findMaterial(courses: Course[], assetId: string): Asset | null {
  for (const course of courses) {
    for (const courseClass of course.classes) {
      const material = courseClass.materials.find((m) => m.id === assetId);
      if (material) return material;
    }
  }
  return null;
}

/** An attachment header that keeps non-ASCII names (RFC 6266) and cannot be broken by quotes. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
