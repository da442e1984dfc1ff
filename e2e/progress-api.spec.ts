import { expect, test } from '@playwright/test';
import { MEMBER, RISK_MEMBER } from './support';
import { progressEntry } from './support/firestore';
import { openSignedIn } from './support/members';

const progressDoc = progressEntry;
const origin = () => new URL(test.info().project.use.baseURL!).origin;

test('a crafted write for a class of a foreign course is refused and stores nothing', async ({
  page,
}) => {
  await openSignedIn(page, MEMBER);
  await progressDoc(MEMBER.email, 'class-risk-management-1').delete();
  const crafted = [
    {
      type: 'complete',
      courseId: 'course-risk-management',
      classId: 'class-risk-management-1',
      completed: true,
    },
    {
      type: 'position',
      courseId: 'course-risk-management',
      classId: 'class-risk-management-1',
      position: 10,
      duration: 100,
    },
    // A class of a foreign course paired with one of the member's own courses.
    {
      type: 'complete',
      courseId: 'course-candlesticks',
      classId: 'class-risk-management-1',
      completed: true,
    },
  ];
  for (const data of crafted) {
    const response = await page.request.post('/api/progress', {
      headers: { origin: origin() },
      data,
    });
    expect(response.status()).toBe(403);
  }
  expect((await progressDoc(MEMBER.email, 'class-risk-management-1').get()).exists).toBe(false);
});

test('progress writes need a session, the site origin and a well-formed body', async ({
  page,
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const valid = {
    type: 'complete',
    courseId: 'course-risk-management',
    classId: 'class-risk-management-2',
    completed: true,
  };
  expect(
    (
      await anonymous.post('/api/progress', { headers: { origin: origin() }, data: valid })
    ).status(),
  ).toBe(401);
  await anonymous.dispose();

  await openSignedIn(page, RISK_MEMBER);
  const post = (data: unknown, headers: Record<string, string> = { origin: origin() }) =>
    page.request.post('/api/progress', {
      headers: { 'content-type': 'application/json', ...headers },
      data,
    });
  expect((await post(valid, { origin: 'https://evil.example' })).status()).toBe(403);
  expect((await post('{not json')).status()).toBe(400);
  expect((await post({ ...valid, completed: 'yes' })).status()).toBe(400);
  expect(
    (
      await post({
        type: 'position',
        courseId: 'course-risk-management',
        classId: 'class-risk-management-2',
        position: -1,
        duration: 0,
      })
    ).status(),
  ).toBe(400);
  expect((await post({ ...valid, classId: 'x'.repeat(3000) })).status()).toBe(413);
});

test('a position is clamped to the video length and 90 % watched completes the class', async ({
  page,
}) => {
  await openSignedIn(page, RISK_MEMBER);
  const classId = 'class-risk-management-3';
  await progressDoc(RISK_MEMBER.email, classId).delete();
  const post = (position: number) =>
    page.request.post('/api/progress', {
      headers: { origin: origin() },
      data: {
        type: 'position',
        courseId: 'course-risk-management',
        classId,
        position,
        duration: 150,
      },
    });
  expect((await post(70)).status()).toBe(204);
  expect((await progressDoc(RISK_MEMBER.email, classId).get()).data()).toMatchObject({
    position: 70,
    duration: 150,
  });
  expect((await progressDoc(RISK_MEMBER.email, classId).get()).get('completed')).toBeUndefined();
  expect((await post(9999)).status()).toBe(204);
  expect((await progressDoc(RISK_MEMBER.email, classId).get()).data()).toMatchObject({
    position: 150,
    completed: true,
  });
});
