import { z } from "zod";
import { DEFAULT_TIME_ZONE, isTimeZone } from "../../shared/domain/time-zone";
import type { Lang } from "../../shared/i18n";

/** The place of a studio that did not set its own, in each language. */
const DEFAULT_ADDRESS = { gr: "Αθήνα", en: "Athens" } as const;

/** Every environment variable Kinisi reads, validated once at start. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /** How long the server waits at start for a PostgreSQL that is not up yet. */
  DATABASE_WAIT_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  DATA_DIR: z.string().min(1).default("./data"),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((s) =>
      s
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
  /** Optional: the first admin's password (otherwise one is generated and printed once). */
  ADMIN_INITIAL_PASSWORD: z.string().min(8).max(128).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Kinisi <no-reply@kinisi.local>"),
  /** How often queued e-mails (booking confirmations) and due retries are sent (decision 019). */
  MAIL_QUEUE_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /** The studio's time zone until the owner sets one on the settings screen (decision 039). */
  STUDIO_TZ: z
    .string()
    .default(DEFAULT_TIME_ZONE)
    .refine(isTimeZone, "must be an IANA time zone such as Europe/Athens"),
  /**
   * Starts the server's clock at this instant; it runs on from there. For demonstrations and the
   * browser test of the desk's check-in, which needs a slot running whatever the real time is.
   * Leave unset in production.
   */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /** A new install's identity: each is used until the owner saves the identity screen (decision 048). */
  STUDIO_NAME: z.string().min(1).default("Kinisi"),
  STUDIO_EMAIL: z.email().default("info@kinisi.local"),
  STUDIO_PHONE: z.string().min(3).default("+30 210 000 0000"),
  STUDIO_ADDRESS: z.string().min(3).default(DEFAULT_ADDRESS.gr),
  /** The studio's place in English (English e-mails, calendar files and pages); STUDIO_ADDRESS when unset. */
  STUDIO_ADDRESS_EN: z.string().min(3).optional(),
  SOCIAL_URL: z.url().default("https://www.instagram.com/"),
  MAP_URL: z.url().default("https://www.openstreetmap.org/search?query=Athens"),
  /** Whether a new install's public pages are open before the owner opens them (decision 051). */
  SITE_OPEN: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /**
   * A new install loads the spec's example studio at its first start instead of asking its owner
   * (decision 053): for demonstrations and the browser tests.
   */
  EXAMPLE_STUDIO: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  /** Contact-form messages accepted per client address per hour. */
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).default(50_000),
  /** Mass e-mail: the pause between two sends, the first retry's wait, a claim's lease, the idle poll. */
  MASS_MAIL_PACE_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  MASS_MAIL_FIRST_RETRY_MS: z.coerce.number().int().min(0).default(60_000),
  MASS_MAIL_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
  MASS_MAIL_POLL_MS: z.coerce.number().int().min(10).default(2000),
  /** Months without a package, a booking or a sign-in after which a member's account is erased (after a warning 30 days before). */
  /**
   * After how many hours without a good backup the owner's home says backups are late: the
   * deployment's schedule (the compose file's is nightly) with some slack for its hour.
   */
  BACKUP_LATE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 31)
    .default(26),
  RETENTION_INACTIVE_MONTHS: z.coerce.number().int().min(2).max(120).default(24),
  /**
   * On a stop (SIGTERM), how long the server keeps serving while its readiness check answers 503, so
   * the proxy in front sends the next requests elsewhere before it closes (0: close at once).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  /**
   * The bearer token Prometheus sends to read `GET /metrics`; unset, /metrics answers 404. Long and
   * random (`openssl rand -hex 32`): the numbers say how busy the studio is.
   */
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  /** The studio's place in each language: an English reader is never told "Αθήνα". */
  studioAddress: Record<Lang, string>;
  publicUrl: string;
  isProduction: boolean;
  databaseKind: "pglite" | "postgres";
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    ...e,
    studioAddress: {
      gr: e.STUDIO_ADDRESS,
      en:
        e.STUDIO_ADDRESS_EN ?? (cleaned.STUDIO_ADDRESS === undefined ? DEFAULT_ADDRESS.en : e.STUDIO_ADDRESS),
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    isProduction: e.NODE_ENV === "production",
    databaseKind: e.DATABASE_URL ? "postgres" : "pglite",
  };
}
