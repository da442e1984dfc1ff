import common from './common.json';
import contact from './contact.json';
import marketing from './marketing.json';
import publicUi from './publicUi.json';
import site from './site.json';
import unsubscribeResult from './unsubscribeResult.json';

/** English: the catalogue every other language must match key for key. */
const messages = { common, contact, marketing, publicUi, site, unsubscribeResult };

export default messages;
