import { defineConfig } from 'tsup';

/**
 * `npm run build -w api` -> api/dist: the server and the migrate/seed/backup/restore/operator-create entry points as ES modules
 * for Node 20. Our code and @craft/shared (TypeScript source, no build of its own) are bundled;
 * every other dependency stays in node_modules (native addons: better-sqlite3, argon2, sharp).
 * Migrations are bundled too (db/migrations/index.ts imports them).
 */
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    // Started by the server as a process and threads of their own (lib/worker-entry.ts finds them).
    'password-hasher': 'src/workers/password-hasher.ts',
    'wal-checkpointer': 'src/workers/wal-checkpointer.mjs',
    'sqlite-connection': 'src/workers/sqlite-connection.mjs',
    migrate: 'scripts/migrate.ts',
    seed: 'scripts/seed.ts',
    backup: 'scripts/backup.ts',
    restore: 'scripts/restore.ts',
    'operator-create': 'scripts/operator-create.ts',
  },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  noExternal: ['@craft/shared'],
  splitting: true,
  sourcemap: true,
  clean: true,
  dts: false,
  shims: false,
});
