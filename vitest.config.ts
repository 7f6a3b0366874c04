import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Child processes (CLI, linters) share two cores; generous limits, no timing assertions.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
