import type { Campaign, MassMailInput } from "../../../shared/schemas/mass-mail";
import type { Db } from "../../db/client";
import { smtpTransport } from "../../mail/outbox";
import { createLogger } from "../../platform/logger";
import type { TestApp } from "../../test/factories";
import { call } from "../../test/requests";
import { type MassMailWorkerOptions, startMassMailWorker } from "./worker";

/** The admin starts a campaign; the answer's status and body. */
export const startCampaign = (t: TestApp, cookie: string, input: MassMailInput) =>
  call<Campaign>(t, "POST", "/api/admin/mass-mail", cookie, input);

export const campaigns = async (t: TestApp, cookie: string) =>
  (await call<{ running: Campaign | null; past: Campaign[] }>(t, "GET", "/api/admin/mass-mail", cookie)).body;

/** A worker as main.ts starts it, sending to `smtpUrl` with no pause and retries due at once. */
export function testWorker(
  t: TestApp,
  smtpUrl: string,
  o: Partial<MassMailWorkerOptions> & { db?: Db } = {},
) {
  return startMassMailWorker({
    db: t.database.db,
    logger: createLogger("silent"),
    transport: smtpTransport(smtpUrl),
    from: "Kinisi <desk@kinisi.test>",
    publicUrl: t.deps.config.publicUrl,
    identity: t.deps.config,
    unsubscribeKey: t.deps.unsubscribeKey,
    paceMs: 0,
    firstRetryMs: 0,
    leaseMs: 60_000,
    pollMs: 3_600_000,
    ...o,
  });
}

/** Runs the worker's rounds until nothing is left to send; how many recipients it handled. */
export async function drain(worker: { runOnce: () => Promise<number> }): Promise<number> {
  let total = 0;
  for (let i = 0; i < 100; i++) {
    const n = await worker.runOnce();
    if (n === 0) return total;
    total += n;
  }
  throw new Error("the campaign did not finish");
}
