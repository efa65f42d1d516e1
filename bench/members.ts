/**
 * npm run bench -- members: 5,000 members with ledgers in a temporary PGlite, the app served in
 * this process, and autocannon measuring one page of an active-clients search (signed in as an
 * admin) against /api/health, alternating in short rounds. Last line: the median ratio and its spread.
 */
import { sql } from "drizzle-orm";
import { ensureFirstAdmin } from "../src/server/auth/admins";
import type { Db } from "../src/server/db/client";
import { ledgerMismatches } from "../src/server/lib/credits";
import { startBenchApp } from "./support/app";
import { breakdown } from "./support/breakdown";
import { alternatingRatio } from "./support/ratio";

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
    const credits: string[] = [];
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
      accounts.push(`('${id}', 'Pro ${granted}', '${now.toISOString()}')`);
      credits.push(`('${id}', 'gym', ${granted - spent}, '${expires}')`);
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
        `insert into member_accounts (user_id, active_package_name, package_purchased_at) values ${accounts.join(",")}`,
      ),
    );
    await db.execute(
      sql.raw(`insert into member_credits (user_id, kind, sessions, expires_at) values ${credits.join(",")}`),
    );
    await db.execute(
      sql.raw(
        `insert into credit_ledger (user_id, kind, delta, balance_after, reason) values ${ledger.join(",")}`,
      ),
    );
  }
}

export async function run() {
  const app = await startBenchApp({
    prepare: async (deps) => {
      await ensureFirstAdmin(deps.database.db, deps.auth, ADMIN.email, ADMIN.password);
      const seededAt = Date.now();
      await seedMembers(deps.database.db, deps.clock.now());
      const mismatches = await ledgerMismatches(deps.database.db);
      if (mismatches.length) throw new Error(`seeded ledgers do not add up for ${mismatches.length} members`);
      console.log(
        `seeded ${MEMBERS} members with ledgers in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`,
      );
    },
  });
  try {
    const url = app.base;
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
    const page = (await (await app.fetch(SEARCH, { cookie })).json()) as { total: number };
    console.log(`search page: ${page.total} matching active members, 20 shown`);

    console.log("where a request's time goes (one after another, in process):");
    await breakdown("/api/health", app.probe, () => app.fetch("/api/health"));
    await breakdown("/api/me (admin)", app.probe, () => app.fetch("/api/me", { cookie }));
    await breakdown("active-clients search", app.probe, () => app.fetch(SEARCH, { cookie }), 100);
    // Any change a list shows (a booking, an approval, a rename) makes the next search load the
    // members directory again (decision 023): what that first search after a change costs.
    await breakdown(
      "search right after a change",
      app.probe,
      async () => {
        await app.deps.database.db.execute(sql`insert into member_directory_changes default values`);
        return app.fetch(SEARCH, { cookie });
      },
      10,
    );

    const load = { connections: 10, workers: 1 };
    await alternatingRatio(
      "members search/health",
      { label: "active-clients search page (admin)", url: `${url}${SEARCH}`, headers: { cookie }, ...load },
      { label: "/api/health", url: `${url}/api/health`, ...load },
    );
  } finally {
    await app.stop();
  }
}
