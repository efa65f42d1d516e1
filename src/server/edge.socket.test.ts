import net from "node:net";
import { describe, expect, it } from "vitest";
import { answerProblem, type OpenApiDoc, operationsOf } from "./test/openapi";
import { Browser, codeOf, newMember, rawHttp, type SocketServer, socketServer } from "./test/socket";

/**
 * What the running server answers before a route is chosen: a request Node's HTTP parser refuses
 * (a request line and headers over its 16 KB, unreadable HTTP) and a path that names another path
 * than it reads (a dot segment, an encoded slash). Each is an answer in the API's error shape that
 * the operation's document declares; before, Node answered a bare `431` or `400` with no body, and
 * `/api/admin/members/../../site` was answered by `/api/site`.
 */
const s = socketServer();

/** The raw bytes a client sent, and everything the server wrote back until it closed. */
async function rawExchange(server: SocketServer, request: string): Promise<string> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(request));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (d: string) => (text += d));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
}

/** Status line, headers and JSON body of a raw answer. */
function parsed(answer: string) {
  const [head, body = ""] = answer.split("\r\n\r\n");
  const [statusLine, ...lines] = head!.split("\r\n");
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
  );
  return { status: Number(statusLine!.split(" ")[1]), headers, text: body };
}

describe("the edge of the running server", () => {
  it("answers a request line or headers over Node's limit 431 HEADERS_TOO_LARGE, in the error shape the document declares", async () => {
    const doc = (await (await fetch(`${s.server.url}/api/openapi.json`)).json()) as OpenApiDoc;
    const members = operationsOf(doc).find((o) => o.key === "GET /api/admin/members")!;
    const site = operationsOf(doc).find((o) => o.key === "GET /api/site")!;
    const longQuery = `/api/admin/members?q=${"x".repeat(17_000)}`;
    const bigCookie = `k=${"y".repeat(20_000)}`;
    for (const [op, request] of [
      [members, `GET ${longQuery} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`],
      [
        site,
        `GET /api/site HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nCookie: ${bigCookie}\r\n\r\n`,
      ],
    ] as const) {
      const res = parsed(await rawExchange(s.server, request));
      expect(res.status).toBe(431);
      expect(res.headers["content-type"]).toBe("application/json");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(JSON.parse(res.text)).toEqual({ error: { code: "HEADERS_TOO_LARGE", params: { maxKb: 16 } } });
      expect(answerProblem(op.op, res.status, res.text)).toBeNull();
    }
    // Through fetch too, as a browser would meet it.
    const viaFetch = await fetch(`${s.server.url}${longQuery}`);
    expect([viaFetch.status, codeOf({ ...viaFetch, text: "", body: await viaFetch.json() })]).toEqual([
      431,
      "HEADERS_TOO_LARGE",
    ]);
  });

  it("answers a request Node cannot read 400 VALIDATION in the error shape", async () => {
    for (const request of [
      "GET /api/site HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nNot a header\r\n\r\n",
      // No URL can be made of a backslash in the path (the Node adapter's refusal).
      "GET /api/admin/members/..\\..\\site HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    ]) {
      const res = parsed(await rawExchange(s.server, request));
      expect(res.status).toBe(400);
      expect(res.headers["content-type"]).toBe("application/json");
      expect(JSON.parse(res.text).error.code).toBe("VALIDATION");
    }
  });

  it("refuses a dot segment or an encoded slash in a path 400 VALIDATION, never answering with another route", async () => {
    const member = await newMember(s.server);
    const paths = [
      "/api/admin/members/../../site",
      "/api/admin/members/%2e%2e/%2E%2E/site",
      "/api/admin/members/./../../me",
      "/api/admin/members/..%2F..%2Fsite",
      "/api/admin/members/..%5csettings",
    ];
    for (const path of paths) {
      for (const cookie of [undefined, member.browser.cookie]) {
        const res = await rawHttp(s.server, {
          method: "GET",
          path,
          headers: { host: new URL(s.server.url).host, ...(cookie ? { cookie } : {}) },
        });
        expect([path, res.status, JSON.parse(res.text).error?.code]).toEqual([path, 400, "VALIDATION"]);
      }
    }
    // A dot inside a segment is no dot segment; a query may hold what it likes.
    const ok = await new Browser(s.server).get("/api/site?x=..%2F..");
    expect(ok.status).toBe(200);
  });
});
