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

/**
 * A test holds the mail whose subject holds `subject` (POST /hold?subject=…): the receiver does not
 * answer its DATA until POST /release, so a campaign stays mid-way while the test looks at it,
 * whatever the machine's speed. At most HOLD_MAX_MS, under the app's 30 s socket timeout.
 */
const HOLD_MAX_MS = 20_000;
let held: { subject: string; waiting: (() => void)[]; timer: NodeJS.Timeout } | null = null;
function release() {
  if (!held) return;
  clearTimeout(held.timer);
  for (const answer of held.waiting) answer();
  held = null;
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const subject = mimeHeader(raw, "subject");
      const receive = () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          // A mostly Greek text part travels base64: its decoded text follows, so its link is found.
          text: `${decodeQuotedPrintable(raw)}\n${mimePart(raw, "text/plain") ?? ""}`,
          calendar: mimePart(raw, "text/calendar"),
          receivedAt: new Date().toISOString(),
        });
        callback();
      };
      if (held && subject.includes(held.subject)) held.waiting.push(receive);
      else receive();
    });
  },
});
smtp.listen(SMTP_PORT, "127.0.0.1");

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "POST" && url.pathname === "/hold") {
      release();
      held = {
        subject: url.searchParams.get("subject") ?? "",
        waiting: [],
        timer: setTimeout(release, HOLD_MAX_MS),
      };
      return res.end("{}");
    }
    if (req.method === "POST" && url.pathname === "/release") {
      release();
      return res.end("{}");
    }
    const to = url.searchParams.get("to")?.toLowerCase();
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
  })
  .listen(HTTP_PORT, "127.0.0.1", () => console.log(`mail catcher: smtp ${SMTP_PORT}, http ${HTTP_PORT}`));
