import { describe, expect, it } from "vitest";
import { studioRulesSchema } from "../../shared/schemas/studio-settings";
import { runningClockFrom } from "./clock";
import { ConfigError, loadConfig } from "./config";

function errorFor(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
}

describe("loadConfig", () => {
  it("uses the documented defaults when nothing is set", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      STUDIO_TZ: "Europe/Athens",
      STUDIO_NAME: "Kinisi",
      ADMIN_EMAILS: [],
      TRUST_PROXY: false,
      AUTH_RATE_LIMIT_MAX: 5,
      LOG_LEVEL: "info",
      publicUrl: "http://localhost:3000",
      isProduction: false,
      databaseKind: "pglite",
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.AUTH_SECRET).toBeUndefined();
  });

  it("names the studio's place in each language: English readers get STUDIO_ADDRESS_EN, else the one address", () => {
    expect(loadConfig({}).studioAddress).toEqual({ gr: "Αθήνα", en: "Athens" });
    expect(loadConfig({ STUDIO_ADDRESS: "Πάτρα, Κορίνθου 5" }).studioAddress).toEqual({
      gr: "Πάτρα, Κορίνθου 5",
      en: "Πάτρα, Κορίνθου 5",
    });
    expect(
      loadConfig({ STUDIO_ADDRESS: "Πάτρα, Κορίνθου 5", STUDIO_ADDRESS_EN: "Korinthou 5, Patras" })
        .studioAddress,
    ).toEqual({ gr: "Πάτρα, Κορίνθου 5", en: "Korinthou 5, Patras" });
  });

  it("reads the settings it is given", () => {
    const c = loadConfig({
      PORT: "8080",
      PUBLIC_URL: "https://studio.example/",
      DATABASE_URL: "postgres://kinisi@db/kinisi",
      ADMIN_EMAILS: " Owner@Studio.example , coach@studio.example",
      STUDIO_TZ: "America/New_York",
      TRUST_PROXY: "1",
      NODE_ENV: "production",
    });
    expect(c).toMatchObject({
      PORT: 8080,
      publicUrl: "https://studio.example",
      databaseKind: "postgres",
      ADMIN_EMAILS: ["owner@studio.example", "coach@studio.example"],
      STUDIO_TZ: "America/New_York",
      TRUST_PROXY: true,
      isProduction: true,
    });
  });

  it("starts a running clock at CLOCK_START when it is set", () => {
    const c = loadConfig({ CLOCK_START: "2026-03-04T10:20:00+02:00" });
    expect(c.CLOCK_START).toBe("2026-03-04T10:20:00+02:00");
    let real = Date.parse("2030-01-01T00:00:00Z");
    const clock = runningClockFrom(c.CLOCK_START!, { now: () => new Date(real) });
    expect(clock.now().toISOString()).toBe("2026-03-04T08:20:00.000Z");
    real += 90_000; // it runs on at the real pace
    expect(clock.now().toISOString()).toBe("2026-03-04T08:21:30.000Z");
  });

  it("takes an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ PORT: 3000, databaseKind: "pglite" });
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/kinisi"],
    ["STUDIO_TZ", "Europe/Atlantis"],
    ["SMTP_URL", "http://mail.example"],
    ["AUTH_SECRET", "too-short"],
    ["ADMIN_EMAILS", "owner@studio.example,not-an-address"],
    ["CLOCK_START", "tomorrow at ten"],
  ])("refuses a bad %s (%s) with a message naming it", (name, value) => {
    const err = errorFor({ [name]: value });
    expect(err.message).toMatch(/^Invalid settings:/);
    // "  PORT: ..." or, for a list, "  ADMIN_EMAILS.1: ..."
    expect(err.message).toMatch(new RegExp(`^  ${name}[.:]`, "m"));
  });

  it.each([
    ["Europe/Athens", true],
    ["America/New_York", true],
    ["UTC", true],
    ["Europe/Atlantis", false],
    ["Athens", false],
  ])(
    "judges STUDIO_TZ %s as the owner's time-zone setting does (known: %s; one check, decision 039)",
    (zone, known) => {
      expect(studioRulesSchema.shape.timeZone.safeParse(zone).success).toBe(known);
      if (known) expect(loadConfig({ STUDIO_TZ: zone }).STUDIO_TZ).toBe(zone);
      else expect(errorFor({ STUDIO_TZ: zone }).message).toContain("IANA time zone");
    },
  );

  it("lists every bad setting at once", () => {
    const err = errorFor({ PORT: "x", STUDIO_TZ: "Nowhere/City" });
    expect(err.message).toContain("PORT:");
    expect(err.message).toContain("STUDIO_TZ:");
    expect(err.message).toContain("IANA time zone");
  });
});
