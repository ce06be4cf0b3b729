import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'web'),
      // `server-only` throws outside React Server Components by design; unit tests run the
      // server modules directly, so it resolves to the package's no-op server entry here.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    include: ['{web,schemas,studio,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/.next/**'],
    environment: 'node',
  },
})
