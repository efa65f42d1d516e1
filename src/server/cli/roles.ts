import { count, eq } from "drizzle-orm";
import { setRoleByEmail } from "../auth/admins";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { CliError } from "./cli";

export const ADMIN_USAGE = "Usage: npm run admin -- promote <email>\n       npm run admin -- demote <email>";

export type RoleChange = { action: "promote" | "demote"; email: string };

export function parseAdminArgs(args: string[]): RoleChange {
  const [action, email, ...rest] = args;
  if ((action !== "promote" && action !== "demote") || !email || rest.length > 0)
    throw new CliError(ADMIN_USAGE);
  return { action, email: email.trim().toLowerCase() };
}

/** What `npm run admin` does: makes an account admin or member again, and says so. */
export async function changeRole(db: Db, { action, email }: RoleChange): Promise<string> {
  const found = await setRoleByEmail(db, email, action === "promote" ? "admin" : "user");
  if (!found) throw new CliError(`There is no account with the e-mail ${email}. It must sign up first.`);
  if (action === "promote") return `${email} is now an admin.`;
  const [{ admins }] = await db.select({ admins: count() }).from(user).where(eq(user.role, "admin"));
  const note =
    admins === 0 ? "\nNo admin is left: promote someone with npm run admin -- promote <email>." : "";
  return `${email} is now a member (no longer an admin).${note}`;
}
