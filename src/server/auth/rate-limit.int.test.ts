import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, uniqueEmail } from "../test/factories";

const LIMIT = 3;
const running: { server: ServerType; t: TestApp }[] = [];

/** The real app behind a real socket, so the client address is the connection's. */
async function startServer(trustProxy: boolean): Promise<string> {
  const t = await createTestApp({
    env: { AUTH_RATE_LIMIT_MAX: String(LIMIT), TRUST_PROXY: String(trustProxy) },
  });
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve({ server: s, port: info.port }),
    );
  });
  running.push({ server, t });
  return `http://127.0.0.1:${port}`;
}

afterEach(async () => {
  for (const { server, t } of running.splice(0)) {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  }
});

function signInFrom(base: string, forwardedFor: string) {
  return fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ email: uniqueEmail("guess"), password: "wrong-password" }),
  });
}

const forged = (i: number) => `203.0.113.${i + 1}`;

describe("sign-in rate limit", () => {
  it("counts attempts per connection and ignores a forged X-Forwarded-For (TRUST_PROXY=false)", async () => {
    const base = await startServer(false);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await signInFrom(base, forged(i))).status);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses[LIMIT]).toBe(429);
  });

  it("treats each X-Forwarded-For as its own client behind a trusted proxy (TRUST_PROXY=true)", async () => {
    // Only right behind a proxy that overwrites the header: otherwise anyone could pick an address per attempt.
    const base = await startServer(true);
    const distinct: number[] = [];
    for (let i = 0; i <= LIMIT + 2; i++) distinct.push((await signInFrom(base, forged(i))).status);
    expect(distinct).not.toContain(429);
    const same: number[] = [];
    for (let i = 0; i <= LIMIT; i++)
      same.push((await signInFrom(base, `198.51.100.7, ${forged(99)}`)).status);
    expect(same[LIMIT]).toBe(429);
  });
});
