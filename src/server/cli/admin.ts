// npm run admin -- promote <email> | demote <email>
import { loadConfig } from "../platform/config";
import { openExistingDatabase, runCli } from "./cli";
import { changeRole, parseAdminArgs } from "./roles";

runCli(async (args) => {
  const change = parseAdminArgs(args);
  const database = await openExistingDatabase(loadConfig());
  try {
    return await changeRole(database.db, change);
  } finally {
    await database.close();
  }
});
