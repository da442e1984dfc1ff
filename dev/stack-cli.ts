import { parseArgs } from 'node:util';
import { describeStack, startStack, stopOnSignals } from './stack';

const { values } = parseArgs({
  options: { content: { type: 'string' }, members: { type: 'string' } },
});

const stack = await startStack({ content: values.content, members: values.members });
stopOnSignals(stack.stop);
console.log(describeStack(stack));
console.log('Press Ctrl-C to stop.');
