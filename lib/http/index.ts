export { clientAddress } from './client-address';
export { fetchAllowed, HostNotAllowedError } from './fetch-allowed';
export { readBodyCapped, readJsonCapped, type CappedJson } from './read-body';
export { jsonError, REQUEST_ERRORS } from './json-error';
