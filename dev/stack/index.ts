import { resolve } from 'node:path';
import { exposeEmulatorHosts, LOCAL_CONTACT_FORM } from '../../lib/env';
import { startAuthEmulator } from '../stand-ins/auth-emulator';
import { createContentfulServer } from '../stand-ins/contentful';
import { startFirestoreEmulator, type RunningFirestore } from '../stand-ins/firestore/emulator';
import { localFormsAddress, startFormsStandIn } from '../stand-ins/forms';
import { mailCatcherLocalConfig, startMailCatcher } from '../stand-ins/mail-catcher';
import { startStripeStandIn } from '../stand-ins/stripe';
import { stackConfig } from './config';
import { seedHistory } from './history';
import { stopTogether } from './processes';
import {
  readAnnouncementsFile,
  readMembersFile,
  readPlansFile,
  seedAnnouncements,
  seedLiveSessions,
  seedMembers,
  seedPlans,
  type SeedMember,
} from './seed';

export const DEMO_CONTENT = 'content/export.json';
export const DEMO_MEMBERS = 'content/members.json';
export const DEMO_PLANS = 'content/plans.json';
export const DEMO_ANNOUNCEMENTS = 'content/announcements.json';

export type StackOptions = { content?: string; members?: string; workDir?: string };

export type RunningStack = {
  addresses: {
    auth: string;
    firestore: string;
    contentful: string;
    stripe: string;
    forms?: string;
    /** The mail catcher: where the app sends (SMTP) and where its messages are listed (HTTP). */
    mail?: { smtp: string; messages: string };
  };
  members: SeedMember[];
  /** The in-process Firestore stand-in, for tools that watch what it is asked (the bench). */
  firestore: RunningFirestore['emulator'];
  stop(): Promise<void>;
};

/** Starts the stand-ins and seeds them; the caller stops them with stop(). */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const config = stackConfig();
  const members = readMembersFile(resolve(options.members ?? DEMO_MEMBERS));
  exposeEmulatorHosts(config.env);

  const started = stopTogether();
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
    started.add({ stop: () => contentful.close() });

    const firestore = await startFirestoreEmulator(config.firestoreHost);
    started.add(firestore);

    const auth = await startAuthEmulator({
      hostPort: config.authHost,
      projectId: config.projectId,
      workDir: options.workDir ?? '.stack',
    });
    started.add(auth);

    const forms = await startFormsFor(config.env.CONTACT_FORM_URL);
    if (forms) started.add({ stop: forms.close });

    const stripe = await startStripeStandIn();
    started.add({ stop: stripe.close });

    const mailConfig = mailCatcherLocalConfig();
    const mail = mailConfig.local
      ? await startMailCatcher(mailConfig.smtp, mailConfig.http)
      : undefined;
    if (mail) started.add({ stop: mail.close });

    await seedMembers(config.projectId, members);
    const plans = readPlansFile(resolve(DEMO_PLANS));
    await seedPlans(config.projectId, plans);
    // A few months of made-up history, so the console overview's charts show something.
    await seedHistory(config.projectId, plans);
    await seedLiveSessions(config.projectId);
    await seedAnnouncements(config.projectId, readAnnouncementsFile(resolve(DEMO_ANNOUNCEMENTS)));
    return {
      addresses: {
        auth: auth.url,
        firestore: firestore.url,
        contentful: contentfulUrl,
        stripe: stripe.url,
        ...(forms ? { forms: forms.url } : {}),
        ...(mail ? { mail: { smtp: mail.smtpUrl, messages: `${mail.url}/messages` } } : {}),
      },
      members,
      firestore: firestore.emulator,
      stop: started.stopAll,
    };
  } catch (error) {
    await started.stopAll();
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

export function describeStack(stack: RunningStack): string {
  const lines = [
    'Local stack is up:',
    `  Firebase Auth emulator  ${stack.addresses.auth}`,
    `  Firestore emulator      ${stack.addresses.firestore}`,
    `  Contentful (CDA)        ${stack.addresses.contentful}`,
    `  Stripe API stand-in     ${stack.addresses.stripe}`,
    ...(stack.addresses.forms ? [`  Forms stand-in          ${stack.addresses.forms}`] : []),
    ...(stack.addresses.mail
      ? [
          `  Mail catcher (SMTP)     ${stack.addresses.mail.smtp}`,
          `  Caught mail (JSON)      ${stack.addresses.mail.messages}`,
        ]
      : []),
    'Demo members:',
    ...stack.members.map(
      (m) =>
        `  ${m.email.toLowerCase().padEnd(26)} ${m.password.padEnd(18)} ${m.courses ? `${m.courses.length} course(s)` : 'no Firestore record'}${m.admin ? ', operator (/admin)' : ''}`,
    ),
  ];
  return lines.join('\n');
}
