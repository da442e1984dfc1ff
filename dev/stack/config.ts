import { parseEnv } from '../../lib/env';

/** The stack listens where the app looks: both read the same variables (lib/env). */
export function stackConfig(source: Record<string, string | undefined> = process.env) {
  const env = parseEnv({ ...source, LOCAL_STACK: 'true' });
  const contentful = new URL(env.CONTENTFUL_HOST);
  return {
    env,
    projectId: env.FIREBASE_PROJECT_ID,
    authHost: env.FIREBASE_AUTH_EMULATOR_HOST!,
    firestoreHost: env.FIRESTORE_EMULATOR_HOST!,
    contentful: {
      host: contentful.hostname,
      port: Number(contentful.port || 80),
      spaceId: env.CONTENTFUL_SPACE_ID,
      accessToken: env.CONTENTFUL_DELIVERY_TOKEN,
      environment: env.CONTENTFUL_ENVIRONMENT,
    },
  };
}

export type StackConfig = ReturnType<typeof stackConfig>;

export function splitHostPort(hostPort: string): { host: string; port: number } {
  const index = hostPort.lastIndexOf(':');
  return { host: hostPort.slice(0, index), port: Number(hostPort.slice(index + 1)) };
}
