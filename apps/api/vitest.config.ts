import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The template database every test app on a server is copied from (test/database-template.ts)
    globalSetup: ['./test/global-setup.ts'],
    // Several API processes on one database, a LISTEN connection cut and frozen by a relay in front of the server,
    // and separate listen and replica URLs need a PostgreSQL server (issue 20); .ci/run gives them one, `npm test`
    // on a laptop does without
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL
        ? []
        : ['test/multi-process/**', 'src/lib/listen.test.ts', 'test/database-urls.test.ts']),
    ],
    // On a PostgreSQL server the files share their worker's modules instead of loading the app's ~3 s of imports
    // again for each: no module of ours keeps state outside an app (docs/decisions.md, session 15). On embedded
    // PGlite each file keeps a process of its own, so that no file's databases stay in memory for the next.
    isolate: !process.env.TEST_DATABASE_URL,
    // Each file builds its own app on its own database; migrations on PGlite take a moment, and a test that builds
    // further apps of its own (other settings) took over 20 s with a file per core on two busy cores. A hang still fails.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
