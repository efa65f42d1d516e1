import { SERVER_BUNDLE } from "../../../scripts/build-server";

/**
 * How a test starts the real server as a process: the bundle the run's set-up built from these
 * sources (scripts/build-server.ts; global-setup.ts builds it), which starts in less than half
 * the CPU of `tsx src/server/main.ts` and runs the same code.
 */
export const SERVER_ARGS: readonly string[] = [SERVER_BUNDLE];
