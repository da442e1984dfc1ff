'use server';

import { unknownCourseIds } from '@/lib/accounts';
import { operatorAction } from '@/lib/admin';
import {
  ANNOUNCEMENT_GONE,
  createAnnouncement,
  deleteAnnouncement,
  expireAnnouncements,
  parseAnnouncementForm,
  parseAnnouncementId,
  queueAnnouncementMail,
  unknownCoursesError,
  updateAnnouncement,
} from '@/lib/announcements';
import { byOperator } from '@/lib/audit';
import { log } from '@/lib/log';

/**
 * Publishes an announcement: stored with its audit entry, the members' cached list
 * expired at once (their headers count it from their next page), then e-mailed to its
 * audience. A refusal names the field, so the form can point at it and keep what was typed.
 */
export const publishAnnouncement = operatorAction(
  'publishAnnouncement',
  async (operator, form: unknown) => {
    const parsed = parseAnnouncementForm(form);
    if (!parsed.ok) return parsed;
    const unknown = await unknownCourseIds(parsed.input.courseIds);
    if (unknown.length > 0) return unknownCoursesError(unknown);
    const announcement = await createAnnouncement(parsed.input, byOperator(operator.member.email));
    expireAnnouncements();
    const published = `Published “${announcement.title}”.`;
    try {
      const mail = await queueAnnouncementMail(announcement);
      const sent = mail.queued + mail.duplicate;
      const failed = mail.failed > 0 ? ` ${mail.failed} could not be queued (see the log).` : '';
      return {
        ok: true,
        data: `${published} E-mailed to ${sent} member${sent === 1 ? '' : 's'}.${failed}`,
      };
    } catch (error) {
      log('error', 'could not e-mail an announcement', { announcement: announcement.id, error });
      return { ok: true, data: `${published} The e-mails could not be sent (see the log).` };
    }
  },
);

/**
 * Corrects a published announcement: title, message and audience, checked as Publish checks
 * them. Members see it changed (marked "Edited") from their next page; nobody is e-mailed
 * again, and it does not count as unread again.
 */
export const editAnnouncement = operatorAction(
  'editAnnouncement',
  async (operator, id: unknown, form: unknown) => {
    const announcementId = parseAnnouncementId(id);
    if (announcementId === null) return ANNOUNCEMENT_GONE;
    const parsed = parseAnnouncementForm(form);
    if (!parsed.ok) return parsed;
    const unknown = await unknownCourseIds(parsed.input.courseIds);
    if (unknown.length > 0) return unknownCoursesError(unknown);
    const saved = await updateAnnouncement(
      announcementId,
      parsed.input,
      byOperator(operator.member.email),
    );
    if (!saved) return ANNOUNCEMENT_GONE;
    expireAnnouncements();
    return { ok: true, data: `Saved “${saved.title}”. Members were not e-mailed again.` };
  },
);

/**
 * Withdraws an announcement: it leaves every member's list and unread count from their next
 * page. E-mails already sent cannot be taken back.
 */
export const removeAnnouncement = operatorAction(
  'removeAnnouncement',
  async (operator, id: unknown) => {
    const announcementId = parseAnnouncementId(id);
    if (announcementId === null) return ANNOUNCEMENT_GONE;
    const deleted = await deleteAnnouncement(announcementId, byOperator(operator.member.email));
    if (!deleted) return ANNOUNCEMENT_GONE;
    expireAnnouncements();
    return { ok: true, data: `Deleted “${deleted.title}”.` };
  },
);
