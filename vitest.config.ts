import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { readTimings, slowestFirst, TimingsReporter } from "./scripts/test-timings";

// Pinned before any test code runs: the forks inherit it, so a date in a test is UTC unless the
// test says otherwise (time-zone tests name their zone explicitly).
process.env.TZ = "UTC";

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return slowestFirst(await super.sort(files), (f) => f.moduleId, readTimings());
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: SlowestFirst },
    reporters: ["default", new TimingsReporter()],
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
