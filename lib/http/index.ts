export { clientAddress } from './client-address';
export { readJsonCapped, type CappedJson } from './read-body';
export { jsonError, REQUEST_ERRORS } from './json-error';
