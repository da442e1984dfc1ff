import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { CommandOutput } from '../commands/output';

/** What a command answered and printed, as a process's exit code and streams. */
export type Run = { code: number; stdout: string; stderr: string };

/** A command (cli/commands/) called in this process; what it prints is read back. */
export async function runInProcess(
  command: (argv: string[], out: CommandOutput) => Promise<number>,
  argv: string[],
): Promise<Run> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await command(argv, {
    log: (line: string) => stdout.push(`${line}\n`),
    warn: (line: string) => stderr.push(`${line}\n`),
    error: (line: string) => stderr.push(`${line}\n`),
  });
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
}

const exec = promisify(execFile);

/**
 * A CLI entry point (cli/*.ts) as a real process, as npm runs it. About 2 s each (it loads
 * firebase-admin first): for the tests of the entry point itself.
 */
export async function runProcess(entry: string, argv: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await exec(
      'node_modules/.bin/tsx',
      ['--conditions=react-server', entry, ...argv],
      { env: process.env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
