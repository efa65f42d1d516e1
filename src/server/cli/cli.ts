import path from "node:path";
import { type Database, DataDirLockedError, hasPgliteData, openDatabase } from "../db/client";
import { type Config, ConfigError } from "../platform/config";

/** A failure the user can act on: printed as it is, without a stack trace. */
export class CliError extends Error {}

/** Runs a command: prints what it did, or why it could not, and exits 0 or 1. */
export function runCli(command: (args: string[]) => Promise<string>): void {
  command(process.argv.slice(2)).then(
    (done) => {
      console.log(done);
      process.exit(0);
    },
    (err: unknown) => {
      if (err instanceof DataDirLockedError) {
        console.error(`${err.message}\nStop the server first: this command opens the database directly.`);
      } else if (err instanceof CliError || err instanceof ConfigError) {
        console.error(err.message);
      } else {
        console.error(err);
      }
      process.exit(1);
    },
  );
}

/** The configured database, refusing to create an empty PGlite where DATA_DIR was probably mistyped. */
export async function openExistingDatabase(config: Config): Promise<Database> {
  if (!config.DATABASE_URL && !hasPgliteData(config.DATA_DIR)) {
    throw new CliError(
      `There is no database in ${path.resolve(config.DATA_DIR)}. Check DATA_DIR (or set DATABASE_URL), or start the server once to create it.`,
    );
  }
  return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
}
