import http from "node:http";
import type { Duplex } from "node:stream";
import type { ErrorCode, ErrorParams } from "../../shared/errors";
import { errorBody } from "./errors";
import type { Logger } from "./logger";
import {
  API_CONTENT_SECURITY_POLICY,
  type HeaderList,
  PRIVATE_BY_DEFAULT,
  securityHeaders,
} from "./security-headers";

/** The most a request's line and headers may hold: Node's own limit (16 KB unless set otherwise). */
export const HEADER_MAX_BYTES = http.maxHeaderSize;

/** How long a refused request's connection is read after the answer, at most, before it is closed. */
const LINGER_MS = 2_000;
const ANSWERED = Symbol("kinisi.answered");

/** The socket of a connection, with what Node's HTTP server keeps on it (its answer in progress). */
type ClientSocket = Duplex & { [ANSWERED]?: true; _httpMessage?: { _headerSent?: boolean } | null };

type Refusal = [status: number, code: ErrorCode, params: ErrorParams];

const unreadable = (what: string): Refusal => [
  400,
  "VALIDATION",
  { field: "request", issues: [{ path: "request", message: what }] },
];

/** What Node's HTTP parser refused, as the API says it. */
function parserRefusal(err: NodeJS.ErrnoException): Refusal {
  if (err.code === "HPE_HEADER_OVERFLOW")
    return [431, "HEADERS_TOO_LARGE", { maxKb: Math.floor(HEADER_MAX_BYTES / 1024) }];
  if (err.code === "HPE_CHUNK_EXTENSIONS_OVERFLOW") return [413, "PAYLOAD_TOO_LARGE", {}];
  return unreadable("not valid HTTP");
}

/**
 * The answers made before the app sees a request, in the API's error shape with the API's headers,
 * instead of a bare status line with no body (which no operation of the document declares):
 * - `clientError`, the HTTP server's handler of what Node's parser refuses: a request line and
 *   headers over HEADER_MAX_BYTES (431 HEADERS_TOO_LARGE), anything unreadable (400 VALIDATION).
 *   The connection then closes, as Node closes it. A request that timed out keeps Node's own 408,
 *   and a connection already gone or answered gets nothing.
 * - `requestError`, the Node adapter's handler of a request it cannot make a URL of (a backslash in
 *   the path, a missing or bad Host: 400 VALIDATION), and of a fetch that threw (500 INTERNAL, logged).
 */
export function edgeAnswers(publicUrl: string, logger: Logger) {
  const headers: HeaderList = [
    ...securityHeaders(publicUrl, API_CONTENT_SECURITY_POLICY),
    ...PRIVATE_BY_DEFAULT,
    ["Content-Type", "application/json"],
  ];
  const clientError = (err: NodeJS.ErrnoException, socket: ClientSocket) => {
    // The rest of a refused request still arrives (and the failed parser reports each piece): it is
    // read and dropped until the client, having read the answer, closes. Closing at once would make
    // the client's system reset the connection, and the client lose the answer with it.
    if (socket[ANSWERED]) return;
    // As Node decides: no answer when the connection is gone, or when an answer on it (a kept-alive
    // connection's previous request) has begun and another would corrupt it.
    if (err.code === "ECONNRESET" || !socket.writable || socket._httpMessage?._headerSent) {
      socket.destroy(err);
      return;
    }
    if (err.code === "ERR_HTTP_REQUEST_TIMEOUT") {
      socket.end("HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n");
      return;
    }
    const [status, code, params] = parserRefusal(err);
    const body = JSON.stringify(errorBody(code, params));
    const lines = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      ...headers.map(([name, value]) => `${name}: ${value}`),
      "Connection: close",
      `Content-Length: ${Buffer.byteLength(body)}`,
    ];
    socket[ANSWERED] = true;
    socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  const requestError = (err: unknown): Response => {
    const [status, code, params]: Refusal =
      // The adapter's own error (by name: each of its files holds a copy of the class).
      err instanceof Error && err.name === "RequestError"
        ? unreadable("the request's address cannot be read")
        : [500, "INTERNAL", {}];
    if (status === 500) logger.error({ err }, "unhandled error");
    return new Response(JSON.stringify(errorBody(code, params)), {
      status,
      headers: [...headers] as [string, string][],
    });
  };
  return { clientError, requestError };
}
