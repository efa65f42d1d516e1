// npm run restore -- <file> [--force]   (PGlite: stop the server first; PostgreSQL: needs pg_restore)
import { loadConfig } from "../platform/config";
import { CliError, runCli } from "./cli";
import { restorePglite, restorePostgres } from "./dump";

runCli(async (args) => {
  const force = args.includes("--force");
  const [file, ...rest] = args.filter((a) => a !== "--force");
  if (!file || rest.length > 0 || file.startsWith("--"))
    throw new CliError("Usage: npm run restore -- <file> [--force]");
  const config = loadConfig();
  return config.DATABASE_URL
    ? restorePostgres(file, config.DATABASE_URL, { force })
    : restorePglite(file, config.DATA_DIR, { force });
});
