import { expect, test } from "@playwright/test";

test("the built client is served with long-cache hashed assets and an uncached page", async ({
  page,
  request,
}) => {
  const assets: string[] = [];
  page.on("response", (r) => {
    if (new URL(r.url()).pathname.startsWith("/assets/")) assets.push(r.url());
  });
  const res = await page.goto("/terms");
  expect(res?.headers()["cache-control"]).toBe("no-cache");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The page's plain-HTML first paint shows its heading before the app loads (decision 041): the
  // entry script has been asked for once the app's screen has taken the first paint's place.
  await expect(page.locator("#first-paint")).toHaveCount(0);
  expect(assets.length).toBeGreaterThan(0);
  const asset = await request.get(assets[0]!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  // The entry script is sent compressed to a client that accepts it (copies made at build), whole otherwise.
  const entry = assets.find((a) => /\/assets\/index-[^/]+\.js$/.test(a))!;
  const br = await request.get(entry, { headers: { "accept-encoding": "br, gzip" } });
  expect(br.headers()["content-encoding"]).toBe("br");
  expect(br.headers().vary).toContain("Accept-Encoding");
  const plain = await request.get(entry, { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(await br.text()).toBe(await plain.text());
  // An unknown API path is a JSON 404, not the page.
  const api = await request.get("/api/nothing-here");
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ error: { code: "NOT_FOUND", params: {} } });
});
