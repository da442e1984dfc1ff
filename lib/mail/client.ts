/** Mail's pure part, safe in any bundle: topics, a member's choices, the one layout. */
export { isMailTopic, MAIL_TOPIC_NAMES, MAIL_TOPICS, type MailTopic } from './topics';
export { mailPreferencesOf, wantsMail, type MailPreferences } from './preferences';
export { escapeHtml, renderMailLayout, type MailLayoutInput, type RenderedMail } from './layout';
