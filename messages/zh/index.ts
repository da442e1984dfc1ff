import type en from '../en';
import common from './common.json';
import contact from './contact.json';
import mail from './mail.json';
import marketing from './marketing.json';
import publicUi from './publicUi.json';
import site from './site.json';

const messages = { common, contact, mail, marketing, publicUi, site } satisfies typeof en;

export default messages;
