import type { ServerConfig } from '../config.ts';
import { redactFields, redactText } from './redact.ts';

type Level = Exclude<ServerConfig['logLevel'], 'silent'>;
const RANK: Record<ServerConfig['logLevel'], number> = { info: 0, warn: 1, error: 2, silent: 3 };

export type Logger = Record<Level, (message: string, fields?: Record<string, unknown>) => void>;

/** Writes a line: errors and warnings to stderr, the rest to stdout. */
const toConsole = (level: Level, line: string) => (level === 'info' ? console.log(line) : console.error(line));

/**
 * One JSON line per event (time, level, msg and the fields), redacted: no tokens, passwords, emails or
 * addresses, an error's stack and causes on the same line. Levels below `minimum` are dropped.
 */
export function createLogger(minimum: ServerConfig['logLevel'], write = toConsole): Logger {
  const at =
    (level: Level) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (RANK[level] < RANK[minimum]) return;
      write(level, JSON.stringify({ time: new Date().toISOString(), level, msg: redactText(message), ...redactFields(fields) }));
    };
  return { info: at('info'), warn: at('warn'), error: at('error') };
}
