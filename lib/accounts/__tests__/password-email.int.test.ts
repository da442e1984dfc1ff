import { randomUUID } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchPasswordResetLinks } from '@/dev/stand-ins/auth-oob-codes';
import { getFirebaseClientConfig } from '../../env';
import { memberDoc } from '../../members';
import { sendSetPasswordEmail } from '../password-email';
import { addMember } from '../provisioning';

/**
 * Against the stack, through a pass-through proxy in front of the Auth emulator that notes
 * the language each set-password request asks Firebase for (the emulator itself writes
 * every e-mail in English, so the header is what can be seen here).
 */
jest.setTimeout(60_000);

const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const asked = new Map<string, string | undefined>();
let proxy: Server;

beforeAll(async () => {
  const [host, port] = emulator.split(':');
  proxy = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      if (incoming.url?.includes('accounts:sendOobCode')) {
        const { email } = JSON.parse(body.toString()) as { email: string };
        asked.set(email, incoming.headers['x-firebase-locale'] as string | undefined);
      }
      const upstream = request(
        { host, port, path: incoming.url, method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.end(body);
    });
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator;
  await new Promise((closed) => proxy.close(closed));
});

async function memberWithLanguage(language: string | null) {
  const email = `lang-${randomUUID().slice(0, 8)}@example.com`;
  await addMember(email, { password: 'Secret-123' });
  if (language) await memberDoc(email).set({ language }, { merge: true });
  return email;
}

test('the set-password e-mail is asked for in the language on the member’s record', async () => {
  const [malay, chinese, unset] = await Promise.all([
    memberWithLanguage('ms'),
    memberWithLanguage('zh'),
    memberWithLanguage(null),
  ]);
  // At once: each language keeps its own Auth instance, so none takes another's code.
  await Promise.all([malay, chinese, unset].map((email) => sendSetPasswordEmail(email)));
  expect([asked.get(malay), asked.get(chinese), asked.get(unset)]).toEqual(['ms', 'zh-CN', 'en']);
  for (const email of [malay, chinese, unset])
    expect(
      await fetchPasswordResetLinks(emulator, getFirebaseClientConfig().projectId, email),
    ).toEqual([expect.objectContaining({ email, requestType: 'PASSWORD_RESET' })]);
});
