import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // A screen typed into key by key in jsdom takes a few seconds on two busy cores; 5 s (the default) failed such a
    // test once with nothing wrong. A hang still fails.
    testTimeout: 15_000,
    // One jsdom per worker, not one per file: building a fresh environment and importing React, the router and
    // i18next again for each of the 117 files was most of this suite's time (585 s against 124 s, the same files
    // on the same busy machine). Each test leaves the page as it found it (test-setup.ts empties the document and
    // storage; a test that switches the language or stubs a global puts it back), and the suite passes with its
    // files shuffled (`--sequence.shuffle.files`).
    isolate: false,
  },
});
