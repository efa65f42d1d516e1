import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { createMember, createTestApp, type TestApp, uniqueEmail } from "../test/factories";

const LIMIT = 3;
const running: { server: ServerType; t: TestApp }[] = [];

/** The real app behind a real socket, so the client address is the connection's. */
async function startServer(trustProxy: boolean): Promise<string> {
  return (await startServerWithApp(trustProxy)).base;
}

async function startServerWithApp(trustProxy: boolean): Promise<{ base: string; t: TestApp }> {
  const t = await createTestApp({
    env: { AUTH_RATE_LIMIT_MAX: String(LIMIT), TRUST_PROXY: String(trustProxy) },
  });
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve({ server: s, port: info.port }),
    );
  });
  running.push({ server, t });
  return { base: `http://127.0.0.1:${port}`, t };
}

afterEach(async () => {
  for (const { server, t } of running.splice(0)) {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  }
});

function signInFrom(
  base: string,
  forwardedFor: string,
  email = uniqueEmail("guess"),
  password = "wrong-password",
) {
  return fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ email, password }),
  });
}

const forged = (i: number) => `203.0.113.${i + 1}`;
const attempts = async (n: number, attempt: (i: number) => Promise<Response>) => {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await attempt(i)).status);
  return statuses;
};

describe("sign-in rate limit", () => {
  it("stops a guesser on one account, while others on the same address still sign in (shared Wi-Fi)", async () => {
    const { base, t } = await startServerWithApp(false);
    const neighbour = await createMember(t);
    const victim = uniqueEmail("victim");
    const guessed = await attempts(LIMIT + 2, () => signInFrom(base, "", victim));
    expect(guessed.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(guessed.slice(LIMIT)).toEqual([429, 429]);
    const refused = await signInFrom(base, "", victim);
    expect(await refused.json()).toMatchObject({ error: { code: "RATE_LIMITED" } });
    // Other members behind the studio's one address are not locked out by the guesser.
    const strangers = await attempts(LIMIT + 2, () => signInFrom(base, ""));
    expect(strangers).not.toContain(429);
    expect((await signInFrom(base, "", neighbour.email, neighbour.password)).status).toBe(200);
  });

  it("counts attempts per connection and ignores a forged X-Forwarded-For (TRUST_PROXY=false)", async () => {
    const base = await startServer(false);
    const email = uniqueEmail("victim");
    const statuses = await attempts(LIMIT + 1, (i) => signInFrom(base, forged(i), email));
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses[LIMIT]).toBe(429);
  });

  it("treats each X-Forwarded-For as its own client behind a trusted proxy (TRUST_PROXY=true)", async () => {
    // Only right behind a proxy that overwrites the header: otherwise anyone could pick an address per attempt.
    const base = await startServer(true);
    const email = uniqueEmail("victim");
    expect(await attempts(LIMIT + 2, (i) => signInFrom(base, forged(i), email))).not.toContain(429);
    const same = await attempts(LIMIT + 1, () => signInFrom(base, `198.51.100.7, ${forged(99)}`, email));
    expect(same[LIMIT]).toBe(429);
  });
});
