/**
 * npm run bench -- members: 5,000 members with ledgers in a temporary PGlite, the app served in
 * this process, and autocannon measuring one page of an active-clients search (signed in as an
 * admin) against /api/health in the same run. Last line: `members search/health ratio: R`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { createApp } from "../src/server/app";
import { ensureFirstAdmin } from "../src/server/auth/admins";
import { buildDeps } from "../src/server/bootstrap";
import { type Db, openPglite } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { loadConfig } from "../src/server/lib/config";
import { ledgerMismatches } from "../src/server/lib/credits";
import { createLogger } from "../src/server/lib/logger";
import { freePort, measure } from "./support/servers";

const MEMBERS = 5000;
const BATCH = 500;
const ADMIN = { email: "bench-admin@kinisi.local", password: "bench-admin-password" };
const FIRST = [
  "Μαρία",
  "Γιώργος",
  "Ελένη",
  "Νίκος",
  "Κατερίνα",
  "Δημήτρης",
  "Σοφία",
  "Ιωάννης",
  "Άννα",
  "Χρήστος",
];
const LAST = ["Παπαδοπούλου", "Αντωνίου", "Ζερβού", "Οικονόμου", "Καραγιάννη", "Λαμπράκη", "Ρήγα", "Σταύρου"];
/** One page of a realistic desk search: active clients whose name contains 'μαρια' typed without accents. */
const SEARCH = `/api/admin/members?${new URLSearchParams({ filter: "active", field: "name", q: "μαρια", page: "1" })}`;

/** Members, their accounts and ledgers in a few large statements; every balance equals its ledger's sum. */
async function seedMembers(db: Db, now: Date) {
  for (let start = 0; start < MEMBERS; start += BATCH) {
    const users: string[] = [];
    const accounts: string[] = [];
    const ledger: string[] = [];
    for (let i = start; i < Math.min(start + BATCH, MEMBERS); i++) {
      const id = `bench-${i}`;
      const first = FIRST[i % FIRST.length]!;
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
      const granted = [12, 16, 24, 32, 50][i % 5]!;
      const spent = i % 9;
      const expires = new Date(now.getTime() + ((i % 120) - 60) * 86_400_000).toISOString();
      users.push(
        `('${id}', 'member${i}@bench.kinisi.test', '${first} ${last}', '${first}', '${last}', true)`,
      );
      accounts.push(`('${id}', ${granted - spent}, '${expires}', 'Pro ${granted}', '${now.toISOString()}')`);
      ledger.push(`('${id}', 'gym', ${granted}, ${granted}, 'package_approved')`);
      for (let s = 1; s <= spent; s++) ledger.push(`('${id}', 'gym', -1, ${granted - s}, 'booking')`);
    }
    await db.execute(
      sql.raw(
        `insert into "user" (id, email, name, first_name, last_name, email_verified) values ${users.join(",")}`,
      ),
    );
    await db.execute(
      sql.raw(
        `insert into member_accounts (user_id, gym_sessions, gym_expires_at, active_package_name, package_purchased_at) values ${accounts.join(",")}`,
      ),
    );
    await db.execute(
      sql.raw(
        `insert into credit_ledger (user_id, kind, delta, balance_after, reason) values ${ledger.join(",")}`,
      ),
    );
  }
}

export async function run() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-bench-members-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dir,
    LOG_LEVEL: "silent",
  });
  const database = await openPglite(dir);
  const server = await (async () => {
    await migrateDatabase(database);
    const deps = buildDeps({ config, database, logger: createLogger("silent"), secret: "b".repeat(48) });
    await ensureFirstAdmin(database.db, deps.auth, ADMIN.email, ADMIN.password);
    const seededAt = Date.now();
    await seedMembers(database.db, deps.clock.now());
    const mismatches = await ledgerMismatches(database.db);
    if (mismatches.length) throw new Error(`seeded ledgers do not add up for ${mismatches.length} members`);
    console.log(`seeded ${MEMBERS} members with ledgers in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`);
    return serve({ fetch: createApp(deps).fetch, port, hostname: "127.0.0.1" });
  })();
  try {
    const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify(ADMIN),
    });
    if (!signIn.ok) throw new Error(`admin sign-in answered ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const page = (await (await fetch(`${url}${SEARCH}`, { headers: { cookie } })).json()) as {
      total: number;
    };
    console.log(`search page: ${page.total} matching active members, 20 shown`);

    const opts = { connections: 10, headers: { cookie } };
    await measure(`${url}/api/health`, { seconds: 1 });
    await measure(`${url}${SEARCH}`, { ...opts, seconds: 1 });
    const health = await measure(`${url}/api/health`, { connections: 10 });
    const search = await measure(`${url}${SEARCH}`, opts);
    // The floor of any signed-in route: reading the session (Better Auth) and one small query.
    const me = await measure(`${url}/api/me`, opts);
    console.log(`/api/health: ${health.toFixed(0)} req/s`);
    console.log(`/api/me signed in (session lookup only): ${me.toFixed(0)} req/s`);
    console.log(`active-clients search page (admin): ${search.toFixed(0)} req/s`);
    console.log(`members search/health ratio: ${(search / health).toFixed(3)}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
