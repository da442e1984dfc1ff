import { runPaymentsSimulate } from './commands/payments-simulate';

/** `npm run payments:simulate -- <command>`: see commands/payments-simulate.ts. */
runPaymentsSimulate(process.argv.slice(2)).then((code) => process.exit(code));
