import {
  getCurrentSession,
  getRequestLocale,
  getRequestTimeZone,
  notSignedInResponse,
} from '@/lib/auth';
import { untitledNames } from '@/lib/content';
import { getServerEnv } from '@/lib/env';
import { loadMemberCourses } from '@/lib/grants';
import { jsonError } from '@/lib/http';
import { DEFAULT_TIME_ZONE, getTranslator } from '@/lib/i18n';
import { calendarDay } from '@/lib/live/client';
import { log } from '@/lib/log';
import { contentDisposition } from '@/lib/members';
import { fetchNotes, groupNotes, notesMarkdown } from '@/lib/notes';
import { RateLimiter } from '@/lib/rate-limit';
import { site } from '@/lib/site';

/**
 * An export reads every note of the member, up to 500: 10 a member per 10 minutes, counted
 * before the read, on every instance together (lib/rate-limit).
 */
const exports = new RateLimiter({ limit: 10, windowMs: 10 * 60_000 }, { name: 'notes-export' });

/**
 * Every note of the signed-in member as one Markdown file, in their language: their saved
 * choice, else the browser's remembered one, else what it asks for (lib/auth getRequestLocale).
 * Classes the member cannot open now are not named in it, as on /home/notes.
 */
export async function GET() {
  const session = await getCurrentSession();
  if (!session) return notSignedInResponse();
  const locale = await getRequestLocale();
  const t = getTranslator(locale, 'notesPage');
  if (!(await exports.allow(session.member.uid))) return jsonError(429, t('export.tooMany'));
  let markdown: string;
  const now = new Date();
  // The member's saved zone, else the academy's: the file is dated by their day.
  const timeZone = (await getRequestTimeZone()) ?? DEFAULT_TIME_ZONE;
  try {
    const [notes, courses] = await Promise.all([
      fetchNotes(session.member.email),
      // In the member's language, as /home/notes names them.
      loadMemberCourses(session.record, now.getTime(), locale),
    ]);
    markdown = notesMarkdown(
      groupNotes(notes, courses, untitledNames(getTranslator(locale, 'members'))),
      {
        siteUrl: getServerEnv().SITE_URL,
        siteName: site.name,
        exportedAt: now,
        locale,
        timeZone,
      },
    );
  } catch (error) {
    log('error', 'notes export failed', { route: '/api/notes/export', error });
    return jsonError(503, t('export.failed'));
  }
  return new Response(markdown, {
    headers: {
      'Content-Type': 'text/markdown; charset=utf-8',
      'Content-Disposition': contentDisposition(`notes-${calendarDay(now.getTime(), timeZone)}.md`),
      'Cache-Control': 'private, no-store',
    },
  });
}
