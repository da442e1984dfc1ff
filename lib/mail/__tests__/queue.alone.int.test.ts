import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { closeMailTransport, queueMail, renderMailLayout } from '..';
import { freshImport, withEnv } from '../../../dev/test-run/jest-env';
import { messagesTo } from '../../../dev/test-run/mail';
import { adminDb } from '../../firebase';
import { OUTBOX, outboxDocId } from '../outbox-rules';

/**
 * Against the running stack: the Firestore emulator and the mail catcher SMTP_URL points
 * at (the test runner sets both).
 */
const newAddress = () => `mail.${randomUUID()}@example.com`;

function message(to: string, id = `test:${randomUUID()}`) {
  return {
    id,
    to,
    subject: 'Your live session starts tomorrow ✓',
    ...renderMailLayout({
      heading: 'Risk clinic tomorrow',
      paragraphs: ['Bring your journal & questions.'],
      action: { label: 'Open the session', href: 'http://127.0.0.1:3100/home' },
    }),
  };
}

const outboxDoc = async (id: string) =>
  (await adminDb().collection(OUTBOX).doc(outboxDocId(id)).get()).data();

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

afterAll(() => closeMailTransport());

describe('queueMail', () => {
  it('delivers a text and an HTML part with the sender, subject and one-click headers', async () => {
    const to = newAddress();
    const mail = { ...message(to), unsubscribe: 'reminders' as const };
    expect(await queueMail(mail)).toBe('queued');

    const [caught, ...more] = await messagesTo(to);
    expect(more).toHaveLength(0);
    expect(caught).toMatchObject({
      to,
      from: 'Apex Traders Academy <academy@example.com>',
      subject: 'Your live session starts tomorrow ✓',
    });
    expect(caught!.text).toContain('Bring your journal & questions.');
    expect(caught!.text).toContain('Open the session: http://127.0.0.1:3100/home');
    expect(caught!.html).toContain('Bring your journal &amp; questions.');
    expect(caught!.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\?a=mail\.[\w-]+%40example\.com&t=reminders&s=[\w-]+>$/,
    );
    expect(caught!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = caught!.headers['list-unsubscribe']!.slice(1, -1);
    expect(caught!.text).toContain(unsubscribe);

    expect(await outboxDoc(mail.id)).toMatchObject({
      id: mail.id,
      to,
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
    expect((await outboxDoc(mail.id))?.nextAttemptAt).toBeNull();
  });

  it('sends a message once, however often and however concurrently it is queued', async () => {
    const to = newAddress();
    const mail = message(to);
    const results = await Promise.all([queueMail(mail), queueMail(mail), queueMail(mail)]);
    expect(results.sort()).toEqual(['duplicate', 'duplicate', 'queued']);
    expect(await queueMail({ ...mail, subject: 'Changed' })).toBe('duplicate');
    expect(await messagesTo(to)).toHaveLength(1);
  });

  it('keeps a message it could not send, to be retried, and says why', async () => {
    const to = newAddress();
    const mail = message(to);
    const port = await closedPort();
    const before = Date.now();
    const result = await withEnv(
      { ...(process.env as Record<string, string>), SMTP_URL: `smtp://127.0.0.1:${port}` },
      async () => {
        const isolated = await freshImport(() => import('..'));
        try {
          return await isolated.queueMail(mail);
        } finally {
          isolated.closeMailTransport();
        }
      },
    );
    expect(result).toBe('queued');
    const stored = await outboxDoc(mail.id);
    expect(stored).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(stored?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(stored?.nextAttemptAt).toBeGreaterThanOrEqual(before + 2 * 60_000);
    expect(await messagesTo(to)).toHaveLength(0);
  });

  it('refuses a malformed message before storing anything', async () => {
    const mail = message('not an address');
    await expect(queueMail(mail)).rejects.toThrow(/e-mail address/);
    await expect(
      queueMail({ ...message(newAddress()), subject: 'a\r\nBcc: x@example.com' }),
    ).rejects.toThrow(/one-line subject/);
    expect(await outboxDoc(mail.id)).toBeUndefined();
  });
});
