/**
 * A real SMTP receiver on loopback for the browser tests: the app sends its mail here
 * (SMTP_URL), and tests read it back over HTTP to follow the links a person would click.
 */
import http from "node:http";
import { SMTPServer } from "smtp-server";

const SMTP_PORT = Number(process.env.MAIL_SMTP_PORT ?? 2525);
const HTTP_PORT = Number(process.env.MAIL_HTTP_PORT ?? 2526);

type Stored = { to: string[]; subject: string; text: string; receivedAt: string };
const messages: Stored[] = [];

/** Decodes quoted-printable (soft line breaks and =XX bytes) as UTF-8. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeSubject(raw: string): string {
  const line = raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? "";
  return line
    .replace(/\r?\n[ \t]/g, "")
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    )
    .replace(/\?=\s+=\?/g, "");
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        subject: decodeSubject(raw),
        text: decodeQuotedPrintable(raw),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(SMTP_PORT, "127.0.0.1");

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const to = url.searchParams.get("to")?.toLowerCase();
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
  })
  .listen(HTTP_PORT, "127.0.0.1", () => console.log(`mail catcher: smtp ${SMTP_PORT}, http ${HTTP_PORT}`));
