import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Pure rules (SPEC input → output): plain Node, no workerd needed.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../../', import.meta.url)),
    include: ['tests/unit/**/*.test.{ts,tsx}'],
  },
});
