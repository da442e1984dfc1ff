export { securityHeaders } from './headers';
