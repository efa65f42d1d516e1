/**
 * A real SMTP receiver on loopback for the browser tests: the app sends its mail here
 * (SMTP_URL), and tests read it back over HTTP to follow the links a person would click.
 */
import http from "node:http";
import { SMTPServer } from "smtp-server";
import { decodeQuotedPrintable, mimeHeader, mimePart } from "../../src/server/test/mime";

const SMTP_PORT = Number(process.env.MAIL_SMTP_PORT ?? 2525);
const HTTP_PORT = Number(process.env.MAIL_HTTP_PORT ?? 2526);

/** `calendar`: the decoded text/calendar attachment (a booking's .ics), when the message has one. */
type Stored = { to: string[]; subject: string; text: string; calendar: string | null; receivedAt: string };
const messages: Stored[] = [];

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
        subject: mimeHeader(raw, "subject"),
        text: decodeQuotedPrintable(raw),
        calendar: mimePart(raw, "text/calendar"),
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
