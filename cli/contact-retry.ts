import { retryForwards } from '../lib/contact';
import { log } from '../lib/log';

/**
 * `npm run contact:retry`: resends the contact messages whose forwarding failed. Run it
 * with the app's environment (same variables as the server); it exits non-zero when a
 * message still fails, so a scheduler can alert.
 */
try {
  const summary = await retryForwards();
  log('info', 'contact: retry finished', summary);
  process.exit(summary.failed > 0 ? 1 : 0);
} catch (error) {
  log('error', 'contact: retry could not run', { error });
  process.exit(2);
}
