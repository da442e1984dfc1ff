import 'server-only';
import type { ChangeBy } from '../audit';
import { getServerEnv } from '../env';
import { opensAfterDaysOf } from '../grants/client';
import type { Locale } from '../i18n';
import { log } from '../log';
import { mailLanguageOf, queueMail } from '../mail';
import { mailPreferencesOf, renderMailLayout, wantsMail } from '../mail/client';
import { isRecordDisabled, memberKey, parseMemberRecord } from '../members';
import { site } from '../site';
import { formatTime } from './console-time';
import { claimNudge, fetchDriftingPage, releaseNudge } from './drifting';
import { lastClassOf, lastOwnClassOf, nudgeWindow } from './drifting-rules';
import { nudgeMessage } from './nudge-mail';

/** The catalog's courses in a language: the nudge names the member's last class in theirs. */
type CoursesIn = (locale: Locale) => Promise<Parameters<typeof lastClassOf>[1]>;

export type NudgeResult = { ok: true; data: string } | { ok: false; error: string };

/**
 * E-mails one drifting member a nudge back to their last class, in their language: claimed first in Firestore
 * (at most one nudge in 14 days, audited), then queued with the mail module under the id
 * `nudge:<email>:<14-day window>`, so even a claim lost with its record cannot send twice in
 * one window. A claim whose e-mail cannot be written (no catalog) or queued is given back.
 */
export async function nudgeMember(
  email: string,
  by: ChangeBy,
  coursesIn: CoursesIn,
  nowMs: number = Date.now(),
): Promise<NudgeResult> {
  const member = memberKey(email);
  const claim = await claimNudge(
    member,
    by,
    (record) => !isRecordDisabled(record) && wantsMail(mailPreferencesOf(record ?? {}), 'nudges'),
    nowMs,
  );
  if (!claim.ok) {
    if (claim.reason === 'recent')
      return {
        ok: false,
        error: `${member} was nudged less than 14 days ago; the next nudge can go from ${formatTime(claim.until)}.`,
      };
    if (claim.reason === 'turned off')
      return { ok: false, error: `${member} turned nudge e-mails off or is disabled.` };
    return { ok: false, error: `${member} has no access now.` };
  }
  const language = mailLanguageOf(claim.record);
  try {
    // Inside the try: a catalog that cannot be read gives the claim back like a failed queue.
    const record = parseMemberRecord(claim.record, nowMs);
    const courses = await coursesIn(language);
    const lastClass = lastOwnClassOf(record.progress, courses, record.courseIds);
    const words = nudgeMessage(
      {
        siteName: site.name,
        homeUrl: new URL('/home', getServerEnv().SITE_URL).toString(),
        lastClass,
      },
      language,
    );
    const { text, html } = renderMailLayout({
      heading: words.heading,
      paragraphs: words.paragraphs,
      action: words.action,
      locale: language,
    });
    await queueMail({
      id: `nudge:${member}:${nudgeWindow(nowMs)}`,
      to: member,
      subject: words.subject,
      text,
      html,
      unsubscribe: 'nudges',
      language,
      // Naming a class, it goes out only while that class is still the member's to open.
      ...(lastClass && {
        audience: {
          courseIds: [lastClass.courseId],
          opensAfterDays: opensAfterDaysOf(courses, [lastClass]),
        },
      }),
    });
  } catch (error) {
    await releaseNudge(member, claim.at, by);
    throw error;
  }
  return { ok: true, data: `Nudge sent to ${member}.` };
}

/**
 * Nudges every member a page of the drifting list shows, read again on the server (the
 * browser names only the page): each one as nudgeMember does, refusals counted. A nudge that
 * fails (its e-mail not queued; its claim is given back) is logged and counted, and the
 * others still go: the answer says how many were nudged and how many failed.
 */
export async function nudgeListed(
  page: { days: number; cursor: string | null; coursesIn: CoursesIn },
  by: ChangeBy,
): Promise<NudgeResult> {
  const { rows } = await fetchDriftingPage({
    days: page.days,
    cursor: page.cursor,
    courses: await page.coursesIn('en'),
  });
  let sent = 0;
  let refused = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      const result = await nudgeMember(row.email, by, page.coursesIn);
      if (result.ok) sent += 1;
      else refused += 1;
    } catch (error) {
      failed += 1;
      log('error', 'could not nudge a listed member', { error });
    }
  }
  const notes: string[] = [];
  if (refused)
    notes.push(`${refused} refused: nudged in the last 14 days, no access or nudges turned off`);
  if (failed) notes.push(`${failed} failed: the e-mail could not be queued; try again later`);
  const text = `Nudged ${sent} of ${rows.length} listed members${notes.length ? ` (${notes.join('; ')})` : ''}.`;
  return failed ? { ok: false, error: text } : { ok: true, data: text };
}
