// npm run restore-drill -- <backup file, or a folder of backups: the newest> [--json]
// Restores it where it harms nothing (PostgreSQL: a scratch database on DATABASE_URL's server, then
// dropped; embedded: in memory) and checks it; exits 1 when it does not restore or is not sound.
import { loadConfig } from "../platform/config";
import { CliError, runCli } from "./cli";
import { drillVerdict, restoreDrill } from "./drill";

runCli(async (args) => {
  const json = args.includes("--json");
  const [target, ...rest] = args.filter((a) => a !== "--json");
  if (!target || rest.length > 0 || target.startsWith("--"))
    throw new CliError("Usage: npm run restore-drill -- <backup file, or a folder of backups> [--json]");
  const report = await restoreDrill(target, loadConfig().DATABASE_URL);
  const verdict = drillVerdict(report);
  const out = json ? JSON.stringify({ ok: verdict.ok, ...report }) : verdict.text;
  if (!verdict.ok) throw new CliError(out);
  return out;
});
