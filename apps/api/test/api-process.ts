/**
 * The API as a process of its own, started as `npm start` starts it (src/server.ts through tsx): for the tests that
 * restart, kill or configure a real server. The environment is the test's alone, over a quiet base without the
 * gazetteer, whose first load takes longer than these tests wait.
 */
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const apiDir = resolve(import.meta.dirname, '..');

export function spawnApi(env: Record<string, string>, stdio: StdioOptions = 'pipe'): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', LOAD_GAZETTEER: 'false', ...env },
    stdio,
  });
}
