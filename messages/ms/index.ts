import type en from '../en';
import announcements from './announcements.json';
import auth from './auth.json';
import calendarFeed from './calendarFeed.json';
import common from './common.json';
import community from './community.json';
import communityGuide from './communityGuide.json';
import communityHub from './communityHub.json';
import contact from './contact.json';
import journal from './journal.json';
import live from './live.json';
import mail from './mail.json';
import mailSettings from './mailSettings.json';
import marketing from './marketing.json';
import members from './members.json';
import membersUi from './membersUi.json';
import notes from './notes.json';
import notesPage from './notesPage.json';
import player from './player.json';
import publicUi from './publicUi.json';
import search from './search.json';
import settings from './settings.json';
import site from './site.json';
import timeZone from './timeZone.json';
import unsubscribe from './unsubscribe.json';
import unsubscribeResult from './unsubscribeResult.json';

const messages = {
  announcements,
  auth,
  calendarFeed,
  common,
  community,
  communityGuide,
  communityHub,
  contact,
  journal,
  live,
  mail,
  mailSettings,
  marketing,
  members,
  membersUi,
  notes,
  notesPage,
  player,
  publicUi,
  search,
  settings,
  site,
  timeZone,
  unsubscribe,
  unsubscribeResult,
} satisfies typeof en;

export default messages;
