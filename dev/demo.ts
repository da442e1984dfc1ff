import { describeStack, startStack, stopOnSignals } from './stack';
import { run, startService } from './processes';

/** `npm run demo`: the local stack with demo data, a production build and `next start`. */
const PORT = '3000';
const appEnv = { LOCAL_STACK: 'true' };

const stack = await startStack();
let stopApp = async () => {};
stopOnSignals(async () => {
  await stopApp();
  await stack.stop();
});

const next = 'node_modules/.bin/next';
const built = await run(next, ['build'], appEnv);
if (built !== 0) {
  await stack.stop();
  process.exit(built);
}
const app = await startService(
  next,
  ['start', '-H', '127.0.0.1', '-p', PORT],
  `http://127.0.0.1:${PORT}/`,
  appEnv,
);
stopApp = app.stop;
console.log(
  `\n${describeStack(stack)}\n\nThe site is up at http://localhost:${PORT} (members area: /home). Ctrl-C stops everything.`,
);
