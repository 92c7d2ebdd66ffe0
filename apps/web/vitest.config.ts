import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // recharts' CommonJS build (its `main`) requires an ES-module-only package, which a VM context cannot load
      { find: /^recharts$/, replacement: 'recharts/es6/index.js' },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // Each file gets a fresh window and fresh modules in a VM context of its own, in workers that are kept instead
    // of started again for every file (docs/decisions.md, session 15)
    pool: 'vmThreads',
    // A screen typed into key by key in jsdom takes a few seconds on two busy cores; 5 s (the default) failed such a
    // test once with nothing wrong. A hang still fails.
    testTimeout: 15_000,
  },
});
