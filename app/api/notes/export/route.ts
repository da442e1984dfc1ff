import { getCurrentSession, NOT_SIGNED_IN } from '@/lib/auth';
import { getServerEnv } from '@/lib/env';
import { jsonError } from '@/lib/http';
import { log } from '@/lib/log';
import { contentDisposition, loadMemberCourses } from '@/lib/members';
import { fetchNotes, groupNotes, notesMarkdown } from '@/lib/notes';
import { site } from '@/lib/site';

/**
 * Every note of the signed-in member as one Markdown file. Classes the member cannot open
 * now are not named in it, as on /home/notes.
 */
export async function GET() {
  const session = await getCurrentSession();
  if (!session) return jsonError(401, NOT_SIGNED_IN);
  let markdown: string;
  const now = new Date();
  try {
    const [notes, courses] = await Promise.all([
      fetchNotes(session.member.email),
      loadMemberCourses(session.record),
    ]);
    markdown = notesMarkdown(groupNotes(notes, courses), {
      siteUrl: getServerEnv().SITE_URL,
      siteName: site.name,
      exportedAt: now,
    });
  } catch (error) {
    log('error', 'notes export failed', { route: '/api/notes/export', error });
    return jsonError(503, 'Your notes could not be exported. Please try again.');
  }
  return new Response(markdown, {
    headers: {
      'Content-Type': 'text/markdown; charset=utf-8',
      'Content-Disposition': contentDisposition(`notes-${now.toISOString().slice(0, 10)}.md`),
      'Cache-Control': 'private, no-store',
    },
  });
}
