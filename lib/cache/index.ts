export { incrementalCacheConfig } from './config';
