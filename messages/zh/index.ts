import type en from '../en';
import announcements from './announcements.json';
import calendarFeed from './calendarFeed.json';
import common from './common.json';
import contact from './contact.json';
import live from './live.json';
import mailSettings from './mailSettings.json';
import marketing from './marketing.json';
import members from './members.json';
import membersUi from './membersUi.json';
import publicUi from './publicUi.json';
import search from './search.json';
import settings from './settings.json';
import site from './site.json';

const messages = {
  announcements,
  calendarFeed,
  common,
  contact,
  live,
  mailSettings,
  marketing,
  members,
  membersUi,
  publicUi,
  search,
  settings,
  site,
} satisfies typeof en;

export default messages;
