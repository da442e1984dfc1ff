import 'server-only';

export * from './client';
export { MESSAGES, pickMessages, type Namespace } from './messages';
export { getFormatter, getTranslator } from './translator';
export { localeOfParams } from './route';
