export { organizationJsonLd, serializeJsonLd } from './json-ld';
export { languageAlternates, pageMetadata } from './metadata';
export { rootMetadata } from './root';
export { absoluteUrl, PRIVATE_PREFIXES, PUBLIC_ROUTES } from './routes';
export { localeRedirects, localeRewrites } from './locale-routing';
