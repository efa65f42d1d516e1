import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { massMailRecipients } from "../../db/schema";
import { createAdmin, createMember, createTestApp, type TestApp, type TestUser } from "../../test/factories";
import { seedMember } from "../../test/members";
import { call } from "../../test/requests";
import { startCampaign } from "./test-api";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

it("never writes to an erased account (its placeholder address erased-…@erased.invalid) nor to a deactivated one", async () => {
  const gone = await createMember(t, { firstName: "Σβησμένη", lastName: "Διεύθυνση" });
  const member = await seedMember(t.database.db, { firstName: "Μένει", lastName: "Μέλος" });
  const closed = await seedMember(t.database.db, { firstName: "Κλειστός", lastName: "Λογαριασμός" });
  const off = await call(t, "POST", `/api/admin/members/${closed.id}/deactivate`, admin.cookie);
  expect(off.status).toBe(204);
  const deleted = await call(t, "POST", "/api/me/delete", gone.cookie, {
    confirmation: gone.email,
    password: gone.password,
  });
  expect(deleted.status).toBe(204);

  const res = await startCampaign(t, admin.cookie, { message: "Κλειστά την Τρίτη.", audience: "all" });
  expect(res.status).toBe(201);
  expect(res.body.total).toBe(1);
  const rows = await t.database.db
    .select({ userId: massMailRecipients.userId, to: massMailRecipients.toAddress })
    .from(massMailRecipients)
    .where(eq(massMailRecipients.campaignId, res.body.id));
  expect(rows).toEqual([{ userId: member.id, to: member.email }]);
});
