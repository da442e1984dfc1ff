import common from './common.json';

/** English: the catalogue every other language must match key for key. */
const messages = { common };

export default messages;
