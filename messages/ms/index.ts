import type en from '../en';
import auth from './auth.json';
import common from './common.json';
import contact from './contact.json';
import mail from './mail.json';
import marketing from './marketing.json';
import notes from './notes.json';
import notesPage from './notesPage.json';
import player from './player.json';
import publicUi from './publicUi.json';
import site from './site.json';
import unsubscribe from './unsubscribe.json';

const messages = {
  auth,
  common,
  contact,
  mail,
  marketing,
  notes,
  notesPage,
  player,
  publicUi,
  site,
  unsubscribe,
} satisfies typeof en;

export default messages;
