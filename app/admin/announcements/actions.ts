'use server';

import { updateTag } from 'next/cache';
import { operatorAction } from '@/lib/admin';
import {
  ANNOUNCEMENTS_TAG,
  createAnnouncement,
  parseAnnouncementForm,
  queueAnnouncementMail,
  unknownCoursesError,
} from '@/lib/announcements';
import { byOperator } from '@/lib/audit';
import { log } from '@/lib/log';
import { unknownCourseIds } from '@/lib/members';

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
    updateTag(ANNOUNCEMENTS_TAG);
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
