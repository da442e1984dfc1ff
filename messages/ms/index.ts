import type en from '../en';
import common from './common.json';
import contact from './contact.json';
import marketing from './marketing.json';
import publicUi from './publicUi.json';
import site from './site.json';
import unsubscribeResult from './unsubscribeResult.json';

const messages = {
  common,
  contact,
  marketing,
  publicUi,
  site,
  unsubscribeResult,
} satisfies typeof en;

export default messages;
