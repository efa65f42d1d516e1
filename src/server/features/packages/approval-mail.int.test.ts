import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicPackage } from "../../../shared/schemas/packages";
import { createAdmin, createMember, createTestApp, type TestApp } from "../../test/factories";
import { heldIn } from "../../test/members";
import { call } from "../../test/requests";
import { requestApi } from "./test-api";

// SMTP on a port where nothing listens: every e-mail fails (the verification e-mails too, but the
// test mailbox still captures their links, so sign-up works).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { SMTP_URL: "smtp://127.0.0.1:9" } });
});
afterAll(() => t.close());

describe("approval e-mail failure", () => {
  it("is logged and the approval stands", async () => {
    const admin = await createAdmin(t);
    const m = await createMember(t);
    const api = requestApi(t, admin.cookie);
    const list = await call<{ packages: PublicPackage[] }>(t, "GET", "/api/packages");
    const basic = list.body.packages.find((p) => p.name === "Basic 12")!;
    const req = await api.request(m.cookie, basic.id);
    const res = await api.approve(req.body.id);
    expect(res.status).toBe(200);
    expect(res.body.mail).toBe("failed");
    expect(heldIn((await api.account(m.cookie)).account)).toBe(12);
  });
});
