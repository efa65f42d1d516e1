import { describe, expect, it } from "vitest";
import { Browser, codeOf, newMember, socketServer } from "../test/socket";

const s = socketServer();

describe("the auth routes on a running server", () => {
  it("refuses an empty profile update instead of renaming the member 'undefined undefined'", async () => {
    const m = await newMember(s.server, { firstName: "Ελένη", lastName: "Νικολάου" });
    const res = await m.browser.post("/api/auth/update-user", {});
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe("VALIDATION");
    const me = await m.browser.get("/api/me");
    expect(me.body.user.name).toBe("Ελένη Νικολάου");
  });

  it("answers a bad reset or verification link with a 4xx code, never a 500", async () => {
    const b = new Browser(s.server);
    const reset = await b.get("/api/auth/reset-password/x");
    expect(reset.status).toBeGreaterThanOrEqual(300);
    expect(reset.status).toBeLessThan(500);
    const verify = await b.get("/api/auth/verify-email?token=x&bogus=1");
    expect(verify.status).toBeGreaterThanOrEqual(300);
    expect(verify.status).toBeLessThan(500);
  });
});
