// npm run backup -- <file>   (PGlite: stop the server first; PostgreSQL: needs pg_dump)
import { loadConfig } from "../platform/config";
import { CliError, runCli } from "./cli";
import { backupPglite, backupPostgres } from "./dump";

runCli(async (args) => {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) throw new CliError("Usage: npm run backup -- <file>");
  const config = loadConfig();
  return config.DATABASE_URL
    ? backupPostgres(config.DATABASE_URL, file)
    : backupPglite(config.DATA_DIR, file);
});
