import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

const PROJECT_ENV_FILE = fileURLToPath(new URL('../.env', import.meta.url));

/**
 * The environment over the project's optional `.env` file (ENV_FILE names another one): a variable set in both
 * keeps the environment's value, so a service manager or a test always overrides the file.
 */
export function environment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const file = env.ENV_FILE || PROJECT_ENV_FILE;
  if (!existsSync(file)) return env;
  return { ...parseEnv(readFileSync(file, 'utf8')), ...env };
}
