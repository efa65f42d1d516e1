import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../db/schema";
import { appWithAdmin } from "../../test/factories";
import { importApi } from "./test-api";

const ctx = appWithAdmin({ seed: true });
const { run } = importApi(ctx);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe("the import's optional date-of-birth column", () => {
  it("keeps a date written either way on the new member, and refuses a line with a date that is none", async () => {
    const file = [
      "Όνομα;Επώνυμο;Email;Ημερομηνία γέννησης",
      "Άννα;Γέννηση;anna.birth@import.test;17/05/2009",
      "Πέτρος;Γέννηση;petros.birth@import.test;1990-01-31",
      "Λάθος;Γέννηση;wrong.birth@import.test;31/02/2009",
      "Χωρίς;Γέννηση;none.birth@import.test;",
    ].join("\n");
    const dry = await run("preview", utf8(file));
    expect(dry.lines.map((l) => [l.outcome, l.birthDate])).toEqual([
      ["create", "2009-05-17"],
      ["create", "1990-01-31"],
      ["error", null],
      ["create", null],
    ]);
    expect(dry.lines[2]!.errors).toEqual([{ code: "IMPORT_DATE_INVALID", field: "birthDate", params: {} }]);

    await run("apply", utf8(file));
    const rows = await ctx.t.database.db
      .select({ email: user.email, birthDate: user.birthDate })
      .from(user)
      .where(
        inArray(user.email, ["anna.birth@import.test", "petros.birth@import.test", "none.birth@import.test"]),
      )
      .orderBy(user.email);
    expect(rows).toEqual([
      { email: "anna.birth@import.test", birthDate: "2009-05-17" },
      { email: "none.birth@import.test", birthDate: null },
      { email: "petros.birth@import.test", birthDate: "1990-01-31" },
    ]);
    expect(
      await ctx.t.database.db.select().from(user).where(eq(user.email, "wrong.birth@import.test")),
    ).toEqual([]);
  });
});
