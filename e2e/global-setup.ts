import type { FullConfig } from '@playwright/test';
import { makeVisitors } from './support/admin';

/** Once per run: the kinds of visitor the console's authorization checks try. */
export default async function globalSetup(config: FullConfig): Promise<void> {
  await makeVisitors(config.projects[0]!.use.baseURL!);
}
