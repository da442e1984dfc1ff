type Level = 'info' | 'warn' | 'error';
type Context = { route?: string; error?: unknown; [key: string]: unknown };

function describe(error: unknown): string | undefined {
  if (error === undefined) return undefined;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** One JSON object a line, for the host's log search. Never pass tokens, cookies or passwords. */
export function log(level: Level, message: string, context: Context = {}): void {
  const { error, ...rest } = context;
  const line = JSON.stringify({ level, message, ...rest, error: describe(error) });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
