import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    // Vitest leaves one core to itself by default (cores − 1), which on a two-core machine runs the files one after
    // another. An API file spends much of its time waiting on its database, its protocol peers and its timers, and
    // jsdom rendering is light: with a worker per core the API suite took 151 s instead of 272 s on the same files.
    maxWorkers: '100%',
  },
});
