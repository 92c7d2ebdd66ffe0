/** Before any API test file runs: the migrated and seeded database every test app on a server is copied from. */
import type { TestProject } from 'vitest/node';
import { ensureTemplate } from './database-template';

export default async function setup(project: TestProject): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  project.provide('databaseTemplate', serverUrl ? await ensureTemplate(serverUrl) : null);
}
