export {
  createContentfulServer,
  type ContentfulServer,
  type ContentfulServerOptions,
} from './server';
export {
  exportedSpaceId,
  loadExport,
  toLoadedExport,
  type ExportAsset,
  type ExportContentType,
  type ExportEntry,
  type ExportLocale,
  type LoadedExport,
  type SpaceExport,
} from './export-file';
export { createStore, type ContentStore } from './store';
export {
  getAsset,
  getContentType,
  getEntry,
  getSpace,
  listAssets,
  listContentTypes,
  listEntries,
  listLocales,
  type RequestScope,
} from './query';
export { answerCdaRequest, parseCdaPath, type CdaPath, type CdaRequest } from './routes';
export { rewriteFileUrl } from './render';
export type { CdaResult } from './errors';
export type { Fault } from './control';
