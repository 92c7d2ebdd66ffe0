import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file builds its own app on its own database; migrations on PGlite take a moment.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
