import { expect, test } from '@playwright/test';
import { progressEntry } from './support/firestore';
import { secondInstance } from './support/instances';
import { freshMember, signInCookie } from './support/members';

test('progress writes over two instances hit the limit of 15 a minute once', async ({
  playwright,
  baseURL,
}) => {
  // A member no other spec has used, so no earlier write counts against the limit.
  const member = await freshMember(['course-risk-management'], 'instances');
  const instances = [new URL(baseURL!).origin, new URL(secondInstance()).origin];
  const cookie = await signInCookie(member, instances[0]!);
  const api = await playwright.request.newContext();
  const write = (n: number) => {
    const origin = instances[n % 2]!;
    return api.post(`${origin}/api/progress`, {
      headers: { origin, cookie },
      data: {
        type: 'complete',
        courseId: 'course-risk-management',
        classId: `class-risk-management-${(n % 3) + 1}`,
        completed: n % 2 === 0,
      },
    });
  };
  try {
    for (let n = 0; n < 15; n += 1) {
      const response = await write(n);
      expect(response.status(), `write ${n + 1} (instance ${n % 2 ? 'B' : 'A'})`).toBe(204);
    }
    // The writes were real: the last one, to class 3 through A, is stored.
    const stored = await progressEntry(member.email, 'class-risk-management-3').get();
    expect(stored.get('completed')).toBe(true);

    for (const n of [15, 16]) {
      const refused = await write(n);
      expect(refused.status(), `write ${n + 1} (instance ${n % 2 ? 'B' : 'A'})`).toBe(429);
      expect(await refused.json()).toEqual({ error: 'Too many progress updates' });
    }
  } finally {
    await api.dispose();
  }
});
