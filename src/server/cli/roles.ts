import { setRoleByEmail } from "../auth/admins";
import type { Db } from "../db/client";
import { AppError } from "../platform/errors";
import { CliError } from "./cli";

export const ADMIN_USAGE = "Usage: npm run admin -- promote <email>\n       npm run admin -- demote <email>";

export type RoleChange = { action: "promote" | "demote"; email: string };

export function parseAdminArgs(args: string[]): RoleChange {
  const [action, email, ...rest] = args;
  if ((action !== "promote" && action !== "demote") || !email || rest.length > 0)
    throw new CliError(ADMIN_USAGE);
  return { action, email: email.trim().toLowerCase() };
}

/** What `npm run admin` does: makes an account owner or member again, and says so. The last owner stays one. */
export async function changeRole(db: Db, { action, email }: RoleChange): Promise<string> {
  const found = await setRoleByEmail(db, email, action === "promote" ? "owner" : "user").catch((err) => {
    if (err instanceof AppError && err.code === "LAST_OWNER")
      throw new CliError(
        `${email} is the last owner. Promote another account first: npm run admin -- promote <email>.`,
      );
    throw err;
  });
  if (!found) throw new CliError(`There is no account with the e-mail ${email}. It must sign up first.`);
  if (action === "promote") return `${email} is now an owner.`;
  return `${email} is now a member (no longer staff).`;
}
