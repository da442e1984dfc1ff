import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Locale } from '../lib/i18n/client';
import { freshOperator } from './support/admin';
import { catalogue } from './support/catalogue';
import { testFirestore } from './support/firestore';
import { waitForMessagesTo } from './support/mail';
import { addSessionCookie, freshMember, openSignedIn, signInCookie } from './support/members';
import { shippedText } from './support/shipped';

/** A member's course and e-mail in their language, with English where nothing is translated. */

type Field = Record<string, string>;
type Entry = { sys: { id: string }; fields: Record<string, Field> };
const entries = (JSON.parse(readFileSync('content/export.json', 'utf8')) as { entries: Entry[] })
  .entries;
const field = (id: string, name: string): Field =>
  entries.find((entry) => entry.sys.id === id)!.fields[name]!;

const COURSE = 'course-market-basics';
/** Translated into Malay, and a class left in English there (content/README.md). */
const TRANSLATED_CLASS = 'class-market-basics-1';
const ENGLISH_ONLY_CLASS = 'class-market-basics-3';

async function memberIn(language: 'ms' | 'zh', courses: string[], label: string) {
  const member = await freshMember(courses, label);
  await testFirestore().doc(`users/${member.email}`).update({ language });
  return member;
}

test('a Malay member reads their course in Malay, and English where a field is not translated', async ({
  page,
}) => {
  expect(field(ENGLISH_ONLY_CLASS, 'title')['ms-MY']).toBeUndefined();
  const member = await memberIn('ms', [COURSE], 'lang-ms');
  await openSignedIn(page, member, `/home?course=${COURSE}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page.getByText(field(COURSE, 'title')['ms-MY']!).first()).toBeVisible();
  await expect(page.getByText(field(TRANSLATED_CLASS, 'title')['ms-MY']!).first()).toBeVisible();
  await expect(page.getByText(field(ENGLISH_ONLY_CLASS, 'title')['en-US']!).first()).toBeVisible();
  await expect(page.getByText(field(TRANSLATED_CLASS, 'title')['en-US']!)).toHaveCount(0);
});

test('a Chinese member gets an announcement e-mail in Chinese, marked Content-Language zh-Hans', async ({
  page,
  baseURL,
}) => {
  // Publishing e-mails the whole audience before it answers: a course few specs give out.
  const courseId = 'course-forex-essentials';
  const course = { id: courseId, title: field(courseId, 'title')['en-US']! };
  const member = await memberIn('zh', [course.id], 'lang-zh');
  await testFirestore()
    .doc(`courseMembers/${course.id}/members/${member.email}`)
    .set({ accessUntil: Number.MAX_SAFE_INTEGER });
  const unique = randomUUID().slice(0, 8);
  const english = `Forex clinic ${unique}`;
  const chinese = `外汇讲解 ${unique}`;

  await openSignedIn(page, await freshOperator('lang-operator'), '/admin/announcements', baseURL!);
  await page.getByLabel('Title', { exact: true }).fill(english);
  await page.getByLabel(/^Message/).fill('Bring your charts.');
  await page.getByLabel('Chinese title').fill(chinese);
  await page.getByLabel('Chinese message').fill('请带上你的图表。');
  await page.getByLabel(course.title).check();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`Published “${english}”. E-mailed to`)).toBeVisible({
    timeout: 20_000,
  });

  const caught = await waitForMessagesTo(member.email, (messages) =>
    messages.some((m) => m.subject === chinese),
  );
  const mail = caught.find((m) => m.subject === chinese)!;
  expect(mail.headers['content-language']).toBe('zh-Hans');
  expect(mail.text).toContain('请带上你的图表。');
  expect(mail.text).not.toContain('Bring your charts.');
});

test("a Malay member's page ships the Malay catalogue only", async ({ page, baseURL }) => {
  const member = await memberIn('ms', [COURSE], 'lang-ships');
  await addSessionCookie(page, await signInCookie(member, baseURL!), baseURL!);
  const shipped = await shippedText(page, `/home?course=${COURSE}`);
  const words = (language: Locale) => catalogue(language, 'membersUi').logoutFailed;
  // Booleans: a failure names the language instead of printing every script.
  expect(shipped.includes(words('ms')), 'ships the Malay catalogue').toBe(true);
  for (const other of ['en', 'zh'] as const)
    expect(shipped.includes(words(other)), `ships the ${other} catalogue`).toBe(false);
});

test("a members' page ships the words of its own client components, not every page's", async ({
  page,
  baseURL,
}) => {
  const member = await memberIn('ms', [COURSE], 'lang-namespaces');
  await addSessionCookie(page, await signInCookie(member, baseURL!), baseURL!);
  const words = (namespace: 'community' | 'player' | 'auth', key: string) =>
    (catalogue('ms', namespace) as Record<string, string>)[key]!;
  // Messages without arguments, which ship as written (one with arguments ships compiled).
  const classOnly = [words('community', 'pinMoment'), words('player', 'exitFullscreen')];
  const notesPage = await shippedText(page, '/home/notes');
  const classPage = await shippedText(page, `/home?course=${COURSE}&class=${TRANSLATED_CLASS}`);
  // Booleans: a failure names the words instead of printing every script.
  for (const text of classOnly) {
    expect(classPage.includes(text), `the class page ships "${text}"`).toBe(true);
    expect(notesPage.includes(text), `/home/notes ships "${text}"`).toBe(false);
  }
  const login = words('auth', 'forgotPassword');
  expect(notesPage.includes(login), "/home/notes ships the login form's words").toBe(false);
  expect(classPage.includes(login), "the class page ships the login form's words").toBe(false);
  expect(notesPage.includes(catalogue('ms', 'membersUi').logoutFailed), 'the header').toBe(true);
});
