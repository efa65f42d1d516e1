import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import type { IdentityAnswer, IdentityInput } from "../../../shared/schemas/identity";
import { LOGO_MAX_BYTES } from "../../../shared/schemas/identity";
import type { Site } from "../../../shared/schemas/site";
import { activityLog, studioIdentity } from "../../db/schema";
import { fixedClock } from "../../platform/clock";
import { appWithAdmin, createStaff, solveCaptcha, TEST_PASSWORD, uniqueEmail } from "../../test/factories";
import { parseIcs } from "../../test/ics";
import { lastMail } from "../../test/mailbox";
import { quickMembers } from "../../test/members";
import { call, send, TEST_ORIGIN } from "../../test/requests";

// Monday 2025-09-01 09:00 in Athens: the day's 12:00 slot is open to book.
const ctx = appWithAdmin({
  clock: fixedClock("2025-09-01T06:00:00Z"),
  env: { STUDIO_NAME: "Deploy Gym", STUDIO_ADDRESS: "Οδός Αρχής 1" },
});

const IDENTITY: IdentityInput = {
  name: "Κίνηση Πάτρας",
  phone: "+30 2610 123456",
  email: "desk@kinisi-patras.test",
  address: "Μαιζώνος 10, Πάτρα",
  mapUrl: "https://www.openstreetmap.org/search?query=Patras",
  socialLinks: ["https://www.instagram.com/kinisi.patras", "https://www.facebook.com/kinisi.patras"],
  color: "#6A1B9A",
  headline: { gr: "Κίνηση για όλους", en: "Movement for everyone" },
  intro: { gr: "", en: "" },
  story: { gr: "Ξεκινήσαμε το 2010.\n\nΣτην Πάτρα.", en: "" },
};

const site = async () => (await call<Site>(ctx.t, "GET", "/api/site")).body;
const save = (body: unknown, cookie = ctx.admin.cookie) =>
  call<IdentityAnswer>(ctx.t, "PUT", "/api/admin/identity", cookie, body);
const entries = async () =>
  (
    await ctx.t.database.db.select({ n: count() }).from(activityLog).where(eq(activityLog.kind, "identity"))
  )[0]!.n;

function uploadLogo(file: Blob | null, cookie = ctx.admin.cookie) {
  const form = new FormData();
  if (file) form.append("file", file, "logo");
  return ctx.t.app.request("/api/admin/identity/logo", {
    method: "POST",
    headers: { origin: TEST_ORIGIN, cookie },
    body: form,
  });
}
const refusal = async (res: Response) => ({
  status: res.status,
  ...((await res.json()) as { error: { code: string; params: object } }).error,
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 106, g: 27, b: 154, alpha: 1 } } })
    .png()
    .toBuffer();

beforeEach(async () => {
  await ctx.t.database.db.delete(studioIdentity);
});

describe("the studio's identity", () => {
  it("is the deploy's settings until the owner saves, then the saved one on the next read, with no restart", async () => {
    expect(await site()).toMatchObject({
      name: "Deploy Gym",
      address: "Οδός Αρχής 1",
      color: "#0b5e55",
      logo: null,
      texts: { story: { gr: null, en: null }, headline: { gr: null, en: null } },
    });
    const saved = await save(IDENTITY);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: "Κίνηση Πάτρας", color: "#6a1b9a" });
    const now = await site();
    expect(now).toMatchObject({
      name: "Κίνηση Πάτρας",
      phone: "+30 2610 123456",
      socialLinks: IDENTITY.socialLinks,
      color: "#6a1b9a",
    });
  });

  it("answers /api/site cacheable but checked each time: the same ETag until a save changes it", async () => {
    const first = await ctx.t.app.request("/api/site");
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const tag = first.headers.get("etag")!;
    expect(tag).toBeTruthy();
    const again = await ctx.t.app.request("/api/site", { headers: { "if-none-match": tag } });
    expect(again.status).toBe(304);
    await save(IDENTITY);
    const changed = await ctx.t.app.request("/api/site", { headers: { "if-none-match": tag } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as Site).name).toBe("Κίνηση Πάτρας");
  });

  it("shows a text left empty in English in Greek, and says what the owner wrote as written", async () => {
    await save(IDENTITY);
    const texts = (await site()).texts;
    expect(texts.story).toEqual({ gr: IDENTITY.story.gr, en: IDENTITY.story.gr });
    expect(texts.headline).toEqual(IDENTITY.headline);
    expect(texts.intro).toEqual({ gr: null, en: null });
    const owner = await call<IdentityAnswer>(ctx.t, "GET", "/api/admin/identity", ctx.admin.cookie);
    expect(owner.body.story).toEqual({ gr: IDENTITY.story.gr, en: "" });
  });

  it("refuses a colour white text cannot be read on, with the ratio, and saves nothing", async () => {
    const before = await entries();
    const res = await save({ ...IDENTITY, color: "#ffcc00" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: "BRAND_COLOR_CONTRAST", params: { ratio: 1.51, min: 4.5, field: "color" } },
    });
    // Just under AA is refused; just over is taken.
    const grey = await save({ ...IDENTITY, color: "#777777" });
    expect(grey.body).toMatchObject({ error: { code: "BRAND_COLOR_CONTRAST", params: { ratio: 4.47 } } });
    expect((await site()).name).toBe("Deploy Gym");
    expect(await entries()).toBe(before);
    const malformed = await save({ ...IDENTITY, color: "purple" });
    expect(malformed.body).toMatchObject({ error: { code: "BRAND_COLOR_FORMAT" } });
    expect((await save({ ...IDENTITY, color: "#767676" })).status).toBe(200);
  });

  it("refuses a link that is not https", async () => {
    const res = await save({ ...IDENTITY, socialLinks: ["http://instagram.com/x"] });
    expect(res.body).toMatchObject({
      error: { code: "IDENTITY_URL_HTTPS", params: { field: "socialLinks.0" } },
    });
    const script = await save({ ...IDENTITY, mapUrl: "javascript:alert(1)" });
    expect(script.body).toMatchObject({ error: { code: "IDENTITY_URL_HTTPS", params: { field: "mapUrl" } } });
  });

  it("writes one activity entry for each change, with the fields before and after", async () => {
    const before = await entries();
    await save(IDENTITY);
    expect(await entries()).toBe(before + 1);
    await save({ ...IDENTITY, story: { gr: IDENTITY.story.gr, en: "We started in 2010." } });
    expect(await entries()).toBe(before + 2);
    const [last] = await ctx.t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.kind, "identity"))
      .orderBy(activityLog.at)
      .limit(1)
      .offset(before + 1);
    expect(last).toMatchObject({
      actorId: ctx.admin.id,
      details: { action: "update", before: { storyEn: "" }, after: { storyEn: "We started in 2010." } },
    });
    expect((await uploadLogo(new Blob([new Uint8Array(await png(300, 100))]))).status).toBe(200);
    expect(await entries()).toBe(before + 3);
    expect((await call(ctx.t, "DELETE", "/api/admin/identity/logo", ctx.admin.cookie)).status).toBe(200);
    expect(await entries()).toBe(before + 4);
  });

  it("is the owner's: a trainer may not change it", async () => {
    const trainer = await createStaff(ctx.t, "trainer");
    expect((await save(IDENTITY, trainer.cookie)).status).toBe(403);
    expect((await uploadLogo(new Blob([new Uint8Array(await png(40, 40))]), trainer.cookie)).status).toBe(
      403,
    );
  });

  it("names the saved studio in a sign-up's e-mail, whatever name the caller sends", async () => {
    await save(IDENTITY);
    const email = uniqueEmail("identity");
    const res = await send(
      ctx.t.app,
      "/api/auth/sign-up/email",
      { email, password: TEST_PASSWORD, name: "Νίκος Π", firstName: "Νίκος", lastName: "Π", language: "gr" },
      { headers: { "x-captcha": await solveCaptcha(ctx.t.app), "x-kinisi-studio-name": "Forged" } },
    );
    expect(res.status).toBe(200);
    expect(lastMail(ctx.t.mail, email, "verifyEmail").subject).toBe("Κίνηση Πάτρας: επιβεβαίωση email");
  });

  it("names the studio in a booking's e-mail and calendar file as saved", async () => {
    await save(IDENTITY);
    const [member] = await quickMembers(ctx.t.deps, 1, {
      sessions: 5,
      expiresAt: new Date("2025-10-31T21:59:59Z"),
    });
    const res = await call(ctx.t, "POST", "/api/bookings", member!.cookie, {
      date: "2025-09-01",
      time: "12:00",
    });
    expect(res.status).toBe(201);
    const mail = ctx.t.mail
      .filter((m) => m.to === member!.email && m.template === "bookingConfirmed")
      .at(-1)!;
    expect(mail.subject).toContain("Κίνηση Πάτρας");
    const ics = mail.attachments[0]!.content;
    expect(parseIcs(ics).events[0]!.location).toBe("Κίνηση Πάτρας, Μαιζώνος 10, Πάτρα");
    expect(ics).toContain("desk@kinisi-patras.test");
  });
});

describe("the studio's logo", () => {
  it("refuses a file that is not an image, whatever its name says", async () => {
    const res = await uploadLogo(new Blob(["just some text"], { type: "image/png" }));
    expect(await refusal(res)).toEqual({
      status: 415,
      code: "LOGO_TYPE",
      params: { types: "JPEG, PNG, WebP, AVIF" },
    });
  });

  it("refuses a file larger than 2 MB", async () => {
    const big = new Uint8Array(LOGO_MAX_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await uploadLogo(new Blob([big], { type: "image/png" }));
    expect(await refusal(res)).toEqual({ status: 413, code: "LOGO_TOO_LARGE", params: { maxMb: 2 } });
  });

  it("refuses an SVG, one with a script above all, and stores nothing", async () => {
    const svg = `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>`;
    const before = await entries();
    const res = await uploadLogo(new Blob([svg], { type: "image/svg+xml" }));
    expect(await refusal(res)).toEqual({ status: 415, code: "LOGO_SVG", params: {} });
    expect((await site()).logo).toBeNull();
    expect(await entries()).toBe(before);
  });

  it("refuses a broken image and a missing file", async () => {
    const broken = (await png(50, 50)).subarray(0, 40);
    expect((await refusal(await uploadLogo(new Blob([new Uint8Array(broken)])))).code).toBe(
      "LOGO_UNREADABLE",
    );
    expect((await refusal(await uploadLogo(null))).code).toBe("LOGO_REQUIRED");
  });

  it("is resized on the server and served under its version, cached for good, until replaced", async () => {
    const res = await uploadLogo(new Blob([new Uint8Array(await png(2000, 400))]));
    expect(res.status).toBe(200);
    const logo = (await site()).logo!;
    expect(logo).toMatchObject({ width: 720, height: 144 });
    expect(logo.url).toMatch(/^\/api\/site\/logo\?v=[0-9a-f]{12}$/);
    const image = await ctx.t.app.request(logo.url);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 720, height: 144 });

    await uploadLogo(new Blob([new Uint8Array(await png(100, 100))]));
    const newer = (await site()).logo!;
    expect(newer.url).not.toBe(logo.url);
    const old = await ctx.t.app.request(logo.url);
    expect(old.headers.get("cache-control")).toBe("no-cache");

    await call(ctx.t, "DELETE", "/api/admin/identity/logo", ctx.admin.cookie);
    expect((await site()).logo).toBeNull();
    expect((await ctx.t.app.request("/api/site/logo")).status).toBe(404);
  });
});
