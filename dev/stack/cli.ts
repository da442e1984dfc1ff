import { parseArgs } from 'node:util';
import { stopOnSignals, stopTogether } from './processes';
import { describeStack, startStack } from './';

const { values } = parseArgs({
  options: { content: { type: 'string' }, members: { type: 'string' } },
});

const started = stopOnSignals(stopTogether(), () => 0);
const stack = started.add(await startStack({ content: values.content, members: values.members }));
console.log(describeStack(stack));
console.log('Press Ctrl-C to stop.');
