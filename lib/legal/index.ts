export { privacy } from './privacy';
export { terms } from './terms';
export type { LegalDocument, LegalSection } from './types';
