import sharp from "sharp";
import type { TestApp } from "./factories";
import { type SeededMember, seedMember, sessionCookie } from "./members";
import { call, TEST_ORIGIN } from "./requests";

/** What the staff-write walk's cases (`staff-write-cases.ts`) share: who calls, and the bodies they send. */
export type CaseContext = { t: TestApp; cookie: string; member: SeededMember; state: Record<string, string> };
/**
 * The operation, its one call (the walk counts the entries it writes), and what it needs made first
 * (run before the count, so a set-up that writes an entry of its own cannot hide a silent call).
 */
export type WriteCase = [
  op: string,
  run: (c: CaseContext) => Promise<{ status: number; body?: unknown }>,
  prepare?: (c: CaseContext) => Promise<void>,
];

export const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 11, g: 94, b: 85 } } })
    .png()
    .toBuffer();

export async function upload(
  c: CaseContext,
  method: string,
  path: string,
  file: Blob,
  fields: Record<string, string>,
) {
  const form = new FormData();
  form.append("file", file, "file");
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await c.t.app.request(path, {
    method,
    headers: { origin: TEST_ORIGIN, cookie: c.cookie },
    body: form,
  });
  return { status: res.status, body: await res.json().catch(() => undefined) };
}

/** A new session of that member, as a cookie. */
export const cookieOf = (c: CaseContext, m: { id: string }) =>
  sessionCookie(c.t.deps.auth, c.t.database.db, m.id);

export const idOf = (r: { body?: unknown }) => (r.body as { id?: string } | undefined)?.id ?? "";
export const as = (c: CaseContext, method: string, path: string, body?: unknown) =>
  call(c.t, method, path, c.cookie, body);
/** Keeps the answer's id under a name for the cases after it. */
export const keep = (c: CaseContext, name: string) => (r: { status: number; body?: unknown }) => {
  c.state[name] = idOf(r);
  return r;
};

export const pkg = { kind: "gym", name: "Walk 8", priceCents: 4000, sessions: 8 };
export const notice = {
  kind: "message",
  startsOn: "2025-09-01",
  endsOn: "2025-09-07",
  titleGr: "Νέο ωράριο",
  titleEn: "New hours",
  bodyGr: "Ανοίγουμε στις 07:00.",
  bodyEn: "We open at 07:00.",
};
export const tuesdayClass = { weekday: 2, time: "20:40", minutes: 50, capacity: 4 };

const meal = (name: string) => ({ name, ingredients: name ? "100 γρ." : "" });
export const planInput = (userId: string) => ({
  userId,
  startDate: "2025-09-01",
  durationDays: 7,
  comment: "",
  template: Array.from({ length: 7 }, () => ({
    breakfast: meal("Ομελέτα"),
    lunch: meal(""),
    dinner: meal(""),
    snack: meal(""),
  })),
});
export const program = (userId: string) => ({
  userId,
  startDate: "2025-09-08",
  daysPerWeek: 3,
  days: ["monday", "wednesday", "friday"].map((dayKey) => ({
    dayKey,
    exercises: [{ name: "Back Squat", sets: 3, reps: "8", notes: "" }],
  })),
});

/** A member asks for the first gym package of the catalogue; the owner approves or rejects it. */
export async function decide(c: CaseContext, how: "approve" | "reject") {
  const m = await seedMember(c.t.database.db, { firstName: "Αίτημα", lastName: how });
  const cookie = await sessionCookie(c.t.deps.auth, c.t.database.db, m.id);
  const list = await call<{ packages: { id: string; kind: string }[] }>(c.t, "GET", "/api/packages");
  const pkg = list.body.packages.find((p) => p.kind === "gym")!;
  const req = await call<{ id: string }>(c.t, "POST", "/api/package-requests", cookie, { packageId: pkg.id });
  return as(c, "POST", `/api/admin/package-requests/${req.body.id}/${how}`);
}
