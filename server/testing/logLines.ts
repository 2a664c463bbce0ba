import { createLogger, type Logger } from '../observability/logger';

export type LogLine = Record<string, unknown> & { level: string; time: string; msg: string };

/** A logger like the server's whose lines a test reads back, parsed. */
export function captureLog(): { log: Logger; lines: () => LogLine[] } {
  const written: string[] = [];
  const log = createLogger({}, { write: (line: string) => void written.push(line) });
  return { log, lines: () => written.map((line) => JSON.parse(line) as LogLine) };
}
