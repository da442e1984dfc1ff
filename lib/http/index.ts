export { clientAddress } from './client-address';
export { readJsonCapped, type CappedJson } from './read-body';
