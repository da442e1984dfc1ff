export {
  contentSecurityPolicy,
  newNonce,
  NONCE_PAGES,
  securityHeaders,
  securityOptionsOf,
  type SecurityOptions,
} from './headers';
export { HOST_PATTERN, isAllowedUrl } from './allowed-hosts';
