import net, { type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type Received = {
  from: string;
  to: string[];
  raw: string;
  /** When the receiver had the whole message (Date.now(), before it answered 250). */
  at: number;
};

export type Receiver = {
  port: number;
  url: string;
  inbox: Received[];
  /** Addresses the receiver refuses at RCPT TO (550), as a mailbox that does not exist. */
  refuse: Set<string>;
  /** Addresses the receiver turns away for now at RCPT TO (451), as a greylisting server does. */
  defer: Set<string>;
  /**
   * Holds every message to that address after its DATA, without answering, until the returned
   * function is called: a slow SMTP server, as the sender sees it.
   */
  hold: (address: string) => () => void;
  stop: () => Promise<void>;
};

/** A real SMTP receiver on a free local port: no TLS, no login, keeps every message. */
export async function startReceiver(o: { port?: number } = {}): Promise<Receiver> {
  const inbox: Received[] = [];
  const refuse = new Set<string>();
  const defer = new Set<string>();
  const holds = new Map<string, Promise<void>>();
  const hold = (address: string) => {
    let release = () => {};
    holds.set(address.toLowerCase(), new Promise<void>((resolve) => (release = resolve)));
    return () => {
      holds.delete(address.toLowerCase());
      release();
    };
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const err = new Error(`550 5.1.1 <${address.address}>: mailbox unavailable`) as Error & {
          responseCode: number;
        };
        err.responseCode = 550;
        return callback(err);
      }
      if (defer.has(address.address.toLowerCase())) {
        const err = new Error(`451 4.7.1 <${address.address}>: try again later`) as Error & {
          responseCode: number;
        };
        err.responseCode = 451;
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        await Promise.all(session.envelope.rcptTo.map((a) => holds.get(a.address.toLowerCase())));
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((a) => a.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    refuse,
    defer,
    hold,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A local port nothing listens on: the SMTP server is down. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
