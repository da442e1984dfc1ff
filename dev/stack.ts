import { resolve } from 'node:path';
import { startAuthEmulator } from './auth-emulator';
import { createContentfulServer } from './contentful';
import { startFirestoreEmulator, type RunningFirestore } from './firestore-emulator';
import { localFormsAddress, startFormsStandIn } from './forms-stand-in';
import { readMembersFile, seedMembers, type SeedMember } from './seed';
import { LOCAL_CONTACT_FORM } from '../lib/contact-form-fields';
import { exposeEmulatorHosts } from '../lib/env';
import { stackConfig } from './stack-config';

export const DEMO_CONTENT = 'content/export.json';
export const DEMO_MEMBERS = 'content/members.json';

export type StackOptions = { content?: string; members?: string; workDir?: string };

export type RunningStack = {
  addresses: { auth: string; firestore: string; contentful: string; forms?: string };
  members: SeedMember[];
  /** The in-process Firestore stand-in, for tools that watch what it is asked (the bench). */
  firestore: RunningFirestore['emulator'];
  stop(): Promise<void>;
};

/** Starts the three stand-ins and seeds them; the caller stops them with stop(). */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const config = stackConfig();
  const members = readMembersFile(resolve(options.members ?? DEMO_MEMBERS));
  exposeEmulatorHosts(config.env);

  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const stopOne of [...stops].reverse()) await stopOne().catch(() => undefined);
  };
  try {
    const contentful = createContentfulServer({
      exportPath: resolve(options.content ?? DEMO_CONTENT),
      spaceId: config.contentful.spaceId,
      accessToken: config.contentful.accessToken,
      environment: config.contentful.environment,
    });
    const { url: contentfulUrl } = await contentful.listen(
      config.contentful.port,
      config.contentful.host,
    );
    stops.push(() => contentful.close());

    const firestore = await startFirestoreEmulator(config.firestoreHost);
    stops.push(firestore.stop);

    const auth = await startAuthEmulator({
      hostPort: config.authHost,
      projectId: config.projectId,
      workDir: options.workDir ?? '.stack',
    });
    stops.push(auth.stop);

    const forms = await startFormsFor(config.env.CONTACT_FORM_URL);
    if (forms) stops.push(forms.close);

    await seedMembers(config.projectId, members);
    return {
      addresses: {
        auth: auth.url,
        firestore: firestore.url,
        contentful: contentfulUrl,
        ...(forms ? { forms: forms.url } : {}),
      },
      members,
      firestore: firestore.emulator,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The contact form's forms stand-in: where CONTACT_FORM_URL points when that is this
 * machine; when it is unset, on a free port that is then exported as CONTACT_FORM_URL, so
 * the app and the tests this process starts forward to it (and parallel runs never clash).
 */
async function startFormsFor(configured: string | undefined) {
  if (configured) {
    const address = localFormsAddress(configured);
    return address && startFormsStandIn(address.host, address.port);
  }
  const forms = await startFormsStandIn('127.0.0.1', 0);
  process.env.CONTACT_FORM_URL = `${forms.url}${LOCAL_CONTACT_FORM.path}`;
  return forms;
}

/** Stops the stack once on Ctrl-C or SIGTERM, then exits. */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack…`);
    void stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

export function describeStack(stack: RunningStack): string {
  const lines = [
    'Local stack is up:',
    `  Firebase Auth emulator  ${stack.addresses.auth}`,
    `  Firestore emulator      ${stack.addresses.firestore}`,
    `  Contentful (CDA)        ${stack.addresses.contentful}`,
    ...(stack.addresses.forms ? [`  Forms stand-in          ${stack.addresses.forms}`] : []),
    'Demo members:',
    ...stack.members.map(
      (m) =>
        `  ${m.email.toLowerCase().padEnd(26)} ${m.password.padEnd(18)} ${m.courses ? `${m.courses.length} course(s)` : 'no Firestore record'}`,
    ),
  ];
  return lines.join('\n');
}
