import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../../db/client";
import { accountStates, memberAccounts, user } from "../../db/schema";
import { changeCredits } from "../../domain/credits";
import { createTestDatabase, type TestDatabase } from "../../test/db";
import { seedMember, setBalance, setExpiry } from "../../test/members";
import { memberDirectory } from "./directory";

/**
 * The members directory is kept in memory and must never show less than the database has committed:
 * every change the list shows loads it again, and nothing else does (decision 023).
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.close();
});

const version = async () =>
  (
    await t.db.execute<{ v: string }>(
      sql`select coalesce(sum(n), 0)::text as v from member_directory_changes`,
    )
  ).rows[0]!.v;
const find = async (id: string) => (await memberDirectory(t.db)).members.find((m) => m.id === id);

describe("the members directory", () => {
  it("shows every kind of change the list shows at the next read", async () => {
    const m = await seedMember(t.db, { firstName: "Δανάη", lastName: "Πέτρου", gym: 4 });
    expect(await find(m.id)).toMatchObject({ name: "Δανάη Πέτρου", gymSessions: 4, deactivated: false });

    await t.db
      .update(user)
      .set({ firstName: "Δανάη", lastName: "Πετρίδου", name: "Δανάη Πετρίδου" })
      .where(eq(user.id, m.id));
    expect(await find(m.id)).toMatchObject({
      name: "Δανάη Πετρίδου",
      nameFolded: expect.stringContaining("πετριδου"),
    });

    await t.db.transaction((tx) =>
      changeCredits(tx, { userId: m.id, kind: "gym", delta: -1, reason: "booking" }),
    );
    expect((await find(m.id))?.credits).toEqual([{ kind: "gym", sessions: 3, expiresAt: null }]);

    const expires = new Date("2027-01-31T21:59:59.999Z");
    await setExpiry(t.db, m.id, "pilates", expires);
    expect((await find(m.id))?.credits[1]).toEqual({ kind: "pilates", sessions: 0, expiresAt: expires });
    expect(await find(m.id)).toMatchObject({ latestExpiry: expires });

    await t.db.update(user).set({ email: "DANAE@Example.com", role: "desk" }).where(eq(user.id, m.id));
    expect(await find(m.id)).toMatchObject({ emailLower: "danae@example.com", role: "desk" });

    await t.db.insert(accountStates).values({ userId: m.id, deactivatedAt: new Date() });
    expect((await find(m.id))?.deactivated).toBe(true);

    await t.db.update(accountStates).set({ erasedAt: new Date() }).where(eq(accountStates.userId, m.id));
    expect(await find(m.id)).toBeUndefined();

    const newcomer = await seedMember(t.db, { firstName: "Νέα", lastName: "Μέλος" });
    expect((await find(newcomer.id))?.name).toBe("Νέα Μέλος");
  });

  it("keeps its copy while nothing it shows changes", async () => {
    const m = await seedMember(t.db, { firstName: "Ίρις", lastName: "Σταθά" });
    await memberDirectory(t.db);
    const before = await version();
    // A sign-in is remembered in account_states, and questionnaire flags in member_accounts: neither is on the list.
    await t.db.insert(accountStates).values({ userId: m.id, lastSignInAt: new Date() });
    await t.db.update(accountStates).set({ lastSignInAt: new Date() }).where(eq(accountStates.userId, m.id));
    await t.db
      .update(memberAccounts)
      .set({ hasCompletedQuestionnaire: true })
      .where(eq(memberAccounts.userId, m.id));
    expect(await version()).toBe(before);

    // Proof that the copy is what answers: a rename the triggers do not see stays unseen…
    await t.db.execute(sql`alter table "user" disable trigger member_directory_user_changed`);
    await t.db.update(user).set({ name: "Ίρις Άλλη" }).where(eq(user.id, m.id));
    await t.db.execute(sql`alter table "user" enable trigger member_directory_user_changed`);
    expect((await find(m.id))?.name).toBe("Ίρις Σταθά");
    // …until any change the list shows.
    await setBalance(t.db, m.id, "gym", 5);
    expect(await find(m.id)).toMatchObject({ name: "Ίρις Άλλη", gymSessions: 5 });
  });

  it("finds by name parts exactly the members a test of each name finds, in the list's order", async () => {
    for (const [firstName, lastName] of [
      ["Άννα", "Αννίνου"],
      ["Αννα-Μαρία", "Ανν"],
      ["Ζωή", "Άννας"],
      ["Ωραία", "Ζαννή"],
    ])
      await seedMember(t.db, { firstName, lastName });
    const { members, withNameParts } = await memberDirectory(t.db);
    for (const words of [
      ["αννα"],
      ["ανν"],
      ["ανν", "μαρια"],
      ["αννας", "ζωη"],
      ["ω"],
      ["α", "ν"],
      ["xyz"],
      [],
    ]) {
      const expected = members.filter((m) => words.every((w) => m.nameFolded.includes(w)));
      expect(
        withNameParts(words).map((m) => m.id),
        words.join(" "),
      ).toEqual(expected.map((m) => m.id));
    }
    expect(withNameParts(["ανν"]).length).toBeGreaterThanOrEqual(4);
  });

  it("folds its change rows into one without changing the version", async () => {
    for (let i = 0; i < 70; i++) await t.db.execute(sql`insert into member_directory_changes default values`);
    const before = await version();
    await memberDirectory(t.db);
    const [rows] = (
      await t.db.execute<{ n: number }>(sql`select count(*)::int as n from member_directory_changes`)
    ).rows;
    expect(rows!.n).toBe(1);
    expect(await version()).toBe(before);
  });

  it("sees a change committed on another connection, and not one still open", async (ctx) => {
    if (!t.url) ctx.skip(); // the embedded database has one connection
    const other = openPostgres(t.url!, 2);
    try {
      const m = await seedMember(t.db, { firstName: "Λήδα", lastName: "Ορφανού" });
      await memberDirectory(t.db);
      let release!: () => void;
      const held = new Promise<void>((r) => {
        release = r;
      });
      let written!: () => void;
      const wrote = new Promise<void>((r) => {
        written = r;
      });
      const open = other.db.transaction(async (tx) => {
        await tx.update(user).set({ name: "Λήδα Νέα" }).where(eq(user.id, m.id));
        written();
        await held;
      });
      await wrote;
      expect((await find(m.id))?.name).toBe("Λήδα Ορφανού");
      release();
      await open;
      expect((await find(m.id))?.name).toBe("Λήδα Νέα");
    } finally {
      await other.close();
    }
  });
});
