export { organizationJsonLd, serializeJsonLd } from './json-ld';
export { pageMetadata } from './metadata';
export { absoluteUrl, PRIVATE_PREFIXES, PUBLIC_ROUTES } from './routes';
