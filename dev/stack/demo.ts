import { DEMO_PORTS } from './ports';
import { buildApp, serveApp, stopOnSignals, stopTogether } from './processes';
import { describeStack, startStack } from './';

/** `npm run demo`: the local stack with demo data, a production build and `next start`. */
const PORT = DEMO_PORTS.app;
const appEnv = { LOCAL_STACK: 'true' };

// Ctrl-C is how the demo ends, so it exits 0.
const started = stopOnSignals(stopTogether(), () => 0);
try {
  const stack = started.add(await startStack());
  await buildApp(appEnv);
  started.add(await serveApp(PORT, appEnv));
  console.log(
    `\n${describeStack(stack)}\n\nThe site is up at http://localhost:${PORT} (members area: /home). Ctrl-C stops everything.`,
  );
} catch (error) {
  console.error(error);
  await started.stopAll();
  process.exit(1);
}
