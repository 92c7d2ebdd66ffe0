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
  },
});
