import { expect, type Page } from '@playwright/test';
import { liveSessionDoc, newLiveSession, type NewLiveSession } from '../../lib/live/client';
import { testFirestore } from './firestore';

/**
 * Schedules a session (or a weekly series) through the console's form, as an operator does,
 * on a page already signed in as an operator and open at /admin/live. The form's time zone
 * is left as it is (the console's default) unless `timeZone` names another.
 */
export async function scheduleInConsole(
  page: Page,
  session: {
    title: string;
    courseTitle: string;
    startsLocal: string;
    durationMinutes: number;
    weeks?: number;
    timeZone?: string;
  },
): Promise<void> {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Schedule' }) });
  await form.getByLabel('Title', { exact: true }).fill(session.title);
  if (session.timeZone) await form.getByLabel('Time zone').selectOption(session.timeZone);
  await form.getByLabel('Starts', { exact: true }).fill(session.startsLocal);
  await form
    .getByLabel('Duration (minutes)', { exact: true })
    .fill(String(session.durationMinutes));
  await form.getByLabel('Join link', { exact: true }).fill('https://meet.example.com/calendar');
  await form.getByLabel(session.courseTitle).check();
  if (session.weeks) await form.getByLabel('Repeat weekly').fill(String(session.weeks));
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(form.getByRole('status')).toContainText(
    session.weeks && session.weeks > 1
      ? `Scheduled ${session.weeks} weekly sessions`
      : 'Scheduled for',
  );
}

/**
 * Writes a session as the console's store writes it, straight to Firestore: for a spec whose
 * subject is not the scheduling form. Members' pages see it once a console change expires the
 * sessions' cache.
 */
export async function storeLiveSession(fields: NewLiveSession): Promise<void> {
  await testFirestore()
    .doc(`liveSessions/${fields.id}`)
    .set(liveSessionDoc(newLiveSession(fields, Date.now())));
}
