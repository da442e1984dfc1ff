import { markOutsideNext } from '../lib/members';
import { runMembers } from './commands/members';

/** `npm run members -- <command>`: see commands/members.ts. */
// Outside Next its cache is out of reach: what a change affects there runs out by itself.
markOutsideNext();
runMembers(process.argv.slice(2)).then((code) => process.exit(code));
