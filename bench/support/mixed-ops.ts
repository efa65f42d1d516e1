import type { Studio } from "./mixed-setup";
import type { Tally } from "./mixed-stats";

/** Public pages (the built client, each with its own title) and the public reads they make. */
const PUBLIC = ["/", "/about", "/terms", "/questionnaire", "/fitness-questionnaire", "/unsubscribe"];
const PUBLIC_API = ["/api/site", "/api/packages", "/api/photos", "/api/announcements/current"];
export const SEARCH = "/api/admin/members?filter=active&field=name&q=member&page=1";

export type Op = { name: string; weight: number; run: (vu: number) => Promise<void> };
export type Call = (
  op: string,
  path: string,
  o: { cookie?: string; method?: string; body?: unknown; want?: number },
) => Promise<Record<string, unknown> | null>;

/** One request to the server, timed into `tally` as `op`; an answer other than `want` (200) is an error. */
export function caller(base: string, tally: Tally): Call {
  return async (op, p, o) => {
    const started = performance.now();
    const res = await fetch(`${base}${p}`, {
      method: o.method ?? "GET",
      headers: {
        ...(o.cookie ? { cookie: o.cookie } : {}),
        ...(o.body === undefined ? {} : { "content-type": "application/json", origin: base }),
        ...(o.method && o.method !== "GET" ? { origin: base } : {}),
      },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    const text = await res.text();
    tally.add(op, performance.now() - started);
    if (res.status !== (o.want ?? 200)) {
      tally.fail(op, `${res.status} ${text.slice(0, 120)}`);
      return null;
    }
    return text ? (JSON.parse(text.startsWith("<") ? "null" : text) as Record<string, unknown>) : null;
  };
}

/**
 * The busy hour's weighted operations: public pages and reads, liveness, the member's day, account
 * and a booking then its cancellation (on the next day with classes), the desk's members search,
 * day view and attendance, and a balance edit followed at once by the search.
 */
export async function mixedOps(studio: Studio, call: Call): Promise<Op[]> {
  const member = (vu: number) => studio.members[vu % studio.members.length]!;
  const day = (await call("member day", "/api/booking/day", { cookie: member(0).cookie })) as {
    nextDay?: string;
    date: string;
  };
  const date = day.nextDay ?? day.date;
  const slots = (await call("member day", `/api/booking/day?date=${date}`, {
    cookie: member(0).cookie,
  })) as {
    slots: { time: string }[];
  };
  const times = slots.slots.map((s) => s.time);
  const admin = studio.admin.cookie;
  let turn = 0;
  return [
    {
      name: "public page",
      weight: 6,
      run: () => call("public page", PUBLIC[turn++ % PUBLIC.length]!, {}).then(),
    },
    {
      name: "public read",
      weight: 6,
      run: () => call("public read", PUBLIC_API[turn++ % PUBLIC_API.length]!, {}).then(),
    },
    { name: "liveness", weight: 2, run: () => call("liveness", "/api/live", {}).then() },
    {
      name: "member me",
      weight: 4,
      run: (vu) => call("member me", "/api/me", { cookie: member(vu).cookie }).then(),
    },
    {
      name: "member day",
      weight: 8,
      run: (vu) => call("member day", `/api/booking/day?date=${date}`, { cookie: member(vu).cookie }).then(),
    },
    {
      name: "member account",
      weight: 3,
      run: (vu) => call("member account", "/api/me/account", { cookie: member(vu).cookie }).then(),
    },
    {
      name: "book and cancel",
      weight: 3,
      run: async (vu) => {
        const { cookie } = member(vu);
        const time = times[vu % times.length]!;
        const booked = (await call("book", "/api/bookings", {
          cookie,
          method: "POST",
          body: { date, time },
          want: 201,
        })) as {
          reservation?: { id: string };
        } | null;
        if (booked?.reservation)
          await call("cancel", `/api/bookings/${booked.reservation.id}`, { cookie, method: "DELETE" });
      },
    },
    { name: "desk search", weight: 4, run: () => call("desk search", SEARCH, { cookie: admin }).then() },
    {
      name: "desk day",
      weight: 3,
      run: () => call("desk day", `/api/admin/booking/day?date=${date}`, { cookie: admin }).then(),
    },
    {
      name: "attendance",
      weight: 1,
      run: () => call("attendance", "/api/admin/attendance", { cookie: admin }).then(),
    },
    {
      name: "edit then search",
      weight: 2,
      run: async (vu) => {
        const delta = turn++ % 2 ? 1 : -1;
        await call("balance edit", `/api/admin/members/${member(vu + 1).id}/sessions`, {
          cookie: admin,
          method: "POST",
          body: { delta },
        });
        await call("search after edit", SEARCH, { cookie: admin });
      },
    },
  ];
}

/** A random operation, in proportion to the weights. */
export function picker(ops: Op[]): () => Op {
  const total = ops.reduce((s, o) => s + o.weight, 0);
  return () => {
    let r = Math.random() * total;
    for (const o of ops) {
      r -= o.weight;
      if (r < 0) return o;
    }
    return ops[0]!;
  };
}
