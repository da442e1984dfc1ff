/** Where a command writes: the process's console, or what a test reads back. */
export type CommandOutput = Pick<Console, 'log' | 'warn' | 'error'>;
