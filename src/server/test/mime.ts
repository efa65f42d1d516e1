/**
 * Just enough MIME to read what nodemailer sends: headers, multipart bodies, and the
 * quoted-printable or base64 transfer encodings (a long link is split by "=\r\n" soft breaks
 * and its "=" signs arrive as "=3D", so a link cannot be read off the raw message).
 */
type Entity = { headers: Record<string, string>; body: string };

function parseEntity(raw: string): Entity {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

export function decodeQuotedPrintable(text: string): string {
  return quotedPrintableBytes(text).toString("utf8");
}

/**
 * A header's value as written (`Subject` by default): unfolded, its RFC 2047 encoded words decoded.
 * Adjacent encoded words are joined before decoding, since a long subject's UTF-8 may be split
 * between two of them in the middle of a character.
 */
export function mimeHeader(raw: string, name = "subject"): string {
  const value = parseEntity(raw).headers[name.toLowerCase()] ?? "";
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/(?:=\?utf-8\?[BQ]\?[^?]*\?=)+/gi, (run) =>
      Buffer.concat(
        [...run.matchAll(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi)].map(([, enc, data]) =>
          enc!.toUpperCase() === "B"
            ? Buffer.from(data!, "base64")
            : quotedPrintableBytes(data!.replace(/_/g, " ")),
        ),
      ).toString("utf8"),
    );
}

/**
 * The text as written: line ends read as "\n" whatever the transfer encoding (quoted-printable and
 * 7bit bodies travel with the wire's CRLF, base64 keeps the original LF; nodemailer picks one by the
 * share of non-ASCII characters, so a test must not depend on which).
 */
function decodeBody(e: Entity): string {
  const encoding = (e.headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(e.body)
      : encoding === "base64"
        ? Buffer.from(e.body.replace(/\s+/g, ""), "base64").toString("utf8")
        : e.body;
  return text.replace(/\r\n/g, "\n");
}

/** The decoded body of the first part of that content type (text/plain by default). */
export function mimePart(raw: string, type = "text/plain"): string | null {
  const e = parseEntity(raw);
  const contentType = (e.headers["content-type"] ?? "text/plain").toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(e.headers["content-type"] ?? "")?.[1];
  if (contentType.startsWith("multipart/") && boundary) {
    const parts = e.body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      const found = mimePart(part.replace(/^\r?\n/, ""), type);
      if (found !== null) return found;
    }
    return null;
  }
  return contentType.startsWith(type) ? decodeBody(e) : null;
}
