import common from './common.json';
import contact from './contact.json';
import mail from './mail.json';
import marketing from './marketing.json';
import publicUi from './publicUi.json';
import site from './site.json';

/** English: the catalogue every other language must match key for key. */
const messages = { common, contact, mail, marketing, publicUi, site };

export default messages;
