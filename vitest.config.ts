import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// Pinned before any test code runs: the forks inherit it, so a date in a test is UTC unless the
// test says otherwise (time-zone tests name their zone explicitly).
process.env.TZ = "UTC";

/**
 * The files that take longest (each a minute or so of one worker: they start servers, crash them,
 * or send thousands of requests), started first whatever their project, so that no long file starts
 * last and leaves the other worker idle at the end (without a cache of earlier runs, as on a fresh CI
 * clone, vitest runs project after project, larger files first). Measured on 2026-11-26.
 */
const LONGEST_FIRST = [
  "src/server/fuzz.socket.test.ts",
  "src/server/fuzz.int.test.ts",
  "src/server/features/mass-mail/crash.int.test.ts",
  "src/server/main.int.test.ts",
  "src/server/crash.int.test.ts",
  "src/server/auth/staff-roles.socket.test.ts",
  "src/server/features/mass-mail/mass-mail.socket.test.ts",
  "src/server/features/data-rules.socket.test.ts",
  "src/server/cli/backup.int.test.ts",
  "src/server/auth/auth.socket.test.ts",
  "src/server/cli/admin.int.test.ts",
  "src/server/db/client.int.test.ts",
  "src/server/auth/rate-limit.int.test.ts",
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => f.moduleId.endsWith(name));
      return i === -1 ? LONGEST_FIRST.length : i;
    };
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    environment: "node",
    env: { TZ: "UTC" },
    // Forks, not threads: PGlite and node-postgres hold native-ish state per process. Two workers
    // on the 2-core machine; each integration file gets its own database (see src/server/test/db.ts).
    pool: "forks",
    maxWorkers: 2,
    // Guards against a hang, not a measure of speed: CI runs these beside the browser tests and the
    // PostgreSQL pass on two cores, where a test takes several times as long as on a quiet machine.
    testTimeout: 120_000,
    // A PGlite instance starts in about 3 s, a migrated template in about 5 s (quiet machine).
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "src/**/*.int.test.ts", "src/**/*.socket.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          // Component tests: a screen rendered in jsdom with Testing Library (src/client/test/render.tsx).
          name: "components",
          include: ["src/client/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["src/client/test/setup.ts"],
          // React, Mantine and the texts imported once per worker, not once per file: the project's
          // CPU 100 → 34 s (decision 028). Each test renders its own screen with its own query client
          // and language (renderScreen); a test that needs a module's first state imports it anew.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["src/**/*.int.test.ts"],
          // Migrates one template database per run; each test file clones it.
          globalSetup: ["src/server/test/global-setup.ts"],
          // The server's modules are imported once per worker, not once per file: each file still
          // gets a database and an app of its own (createTestApp), and the run takes half the time
          // (decision 028). Server code keeps no state in modules that a second app would see.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The real server (`src/server/main.ts`) on a socket, spoken to with fetch (decision 024).
          name: "socket",
          include: ["src/**/*.socket.test.ts"],
          globalSetup: ["src/server/test/socket-setup.ts"],
        },
      },
    ],
  },
});
