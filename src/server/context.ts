import type { Auth, SessionUser } from "./auth/auth";
import type { Database } from "./db/client";
import type { StudioZone } from "./domain/studio-zone";
import type { Captcha } from "./features/captcha/service";
import type { Mailer } from "./mail/mailer";
import type { Clock } from "./platform/clock";
import type { Config } from "./platform/config";
import type { Logger } from "./platform/logger";
import type { Metrics } from "./platform/metrics";

/** Everything a request handler may need, built once at start (or per test). */
export type Deps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  auth: Auth;
  captcha: Captcha;
  /** The studio's time zone now (decision 039). */
  zone: StudioZone;
  /** Signs and checks the unsubscribe links of mass e-mails. */
  unsubscribeKey: string;
  /** What /metrics reports (platform/metrics.ts). */
  metrics: Metrics;
  /** Set on a stop: the readiness check answers 503 while the server drains (main.ts). */
  readiness: { draining: boolean };
};

export type AppEnv = {
  Variables: {
    deps: Deps;
    clientIp: string;
    /** Names the request in the log lines and in the answer's X-Request-Id header. */
    requestId: string;
    /** Loads the signed-in user once per request (null when signed out). */
    loadUser: () => Promise<SessionUser | null>;
    user: SessionUser;
  };
};
