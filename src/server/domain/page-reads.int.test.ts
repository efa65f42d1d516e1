import { describe, expect, it } from "vitest";
import type { StudioRules } from "../../shared/domain/studio-rules";
import { appWithAdmin } from "../test/factories";
import { call } from "../test/requests";
import { kifisia } from "../test/schedules";
import { setRules } from "../test/studio-rules";
import { pageReads } from "./page-reads";

const ctx = appWithAdmin();

describe("what a page carries for its first draw", () => {
  it("carries /about's hours and open places exactly as their public reads answer them", async () => {
    const { t, admin } = ctx;
    const current = await call<StudioRules>(t, "GET", "/api/studio-rules");
    const sundays = [{ from: "10:00", to: "14:00" }];
    expect(
      (await setRules(t, admin.cookie, { hours: [sundays, ...current.body.hours.slice(1)] })).status,
    ).toBe(200);
    expect((await call(t, "POST", "/api/admin/locations", admin.cookie, kifisia())).status).toBe(201);
    // A closed place is not one the about page lists.
    const closed = kifisia({
      key: "marousi",
      nameGr: "Μαρούσι",
      nameEn: "Marousi",
      active: false,
      position: 2,
    });
    expect((await call(t, "POST", "/api/admin/locations", admin.cookie, closed)).status).toBe(201);

    const page = await pageReads(t.deps)("/about");
    const rules = await call(t, "GET", "/api/studio-rules");
    const places = await call<{ key: string }[]>(t, "GET", "/api/locations");
    expect(page.answers).toEqual({ "/api/studio-rules": rules.body, "/api/locations": places.body });
    expect((rules.body as StudioRules).hours[0]).toEqual(sundays);
    expect(places.body.map((l) => l.key)).toContain("kifisia");
    expect(places.body.map((l) => l.key)).not.toContain("marousi");
  });

  it("carries nothing more on a page whose first draw reads only the identity", async () => {
    const reads = pageReads(ctx.t.deps);
    for (const path of ["/", "/unsubscribe", "/no-such-page"]) {
      const page = await reads(path);
      expect(page.answers).toBeUndefined();
      expect(page.terms).toBeUndefined();
    }
  });
});
