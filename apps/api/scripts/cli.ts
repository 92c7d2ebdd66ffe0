/** What the command-line scripts share: failing with a message, and the server's configuration. */
import { ConfigError, loadConfig } from '../src/config';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The same configuration the server would use (DATABASE_URL / DATA_DIR …), or exit saying what is wrong. */
export function loadConfigOrExit(): ReturnType<typeof loadConfig> {
  try {
    return loadConfig();
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
}
