import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../db/schema";
import { createTestApp, type TestApp } from "../test/factories";
import { ensureFirstAdmin } from "./admins";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the first admin of a new studio", () => {
  it("is an owner named in the studio's language, never an English placeholder", async () => {
    const created = await ensureFirstAdmin(
      t.database.db,
      t.deps.auth,
      "owner@first.test",
      "a-long-password-1",
    );
    expect(created).toMatchObject({ email: "owner@first.test", generated: false });
    const [row] = await t.database.db.select().from(user).where(eq(user.email, "owner@first.test"));
    expect(row).toMatchObject({
      role: "owner",
      name: "Διαχειριστής",
      firstName: "Διαχειριστής",
      lastName: "",
    });
    expect(`${row!.firstName} ${row!.lastName}`).not.toMatch(/[A-Za-z]/);
    // Once there is an owner, nothing more is created.
    expect(await ensureFirstAdmin(t.database.db, t.deps.auth, "other@first.test")).toBeNull();
  });
});
