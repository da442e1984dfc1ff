import 'server-only';

export { ACTION_FAILED, operatorAction, type ActionResult } from './action';
export { operatorMetadata } from './metadata';
export {
  applyNextChunk,
  createImportJob,
  fetchImportJob,
  fetchUnfinishedImports,
  type ChunkAnswer,
  type ImportListing,
} from './import-jobs';
export * from './client';
