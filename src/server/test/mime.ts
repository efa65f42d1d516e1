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

export function decodeQuotedPrintable(text: string): string {
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
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(e: Entity): string {
  const encoding = (e.headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(e.body);
  if (encoding === "base64") return Buffer.from(e.body.replace(/\s+/g, ""), "base64").toString("utf8");
  return e.body;
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
