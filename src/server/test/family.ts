import { eq } from "drizzle-orm";
import { user } from "../db/schema";
import { FOR_MEMBER_HEADER } from "../domain/family";
import type { bookingTestbed } from "./booking";
import { TEST_ORIGIN } from "./requests";

type Err = { error: { code: string; params: Record<string, unknown> } };

/** The family tests' calls on a booking testbed: as an adult (acting for a dependant), members by age, a child added. */
export function familyTestApi(tb: ReturnType<typeof bookingTestbed>) {
  /** A request as the adult, acting for `forMember` when given. */
  async function as<T>(cookie: string, method: string, path: string, body?: unknown, forMember?: string) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, cookie };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (forMember) headers[FOR_MEMBER_HEADER] = forMember;
    const res = await tb.t.app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T & Err };
  }

  async function memberBorn(birthDate: string | null, sessions = 0) {
    const m = await tb.member(sessions);
    await tb.t.database.db.update(user).set({ birthDate }).where(eq(user.id, m.id));
    return m;
  }

  const addChild = (cookie: string, birthDate: string, firstName = "Ilias") =>
    as<{ id: string }>(cookie, "POST", "/api/family/dependants", {
      firstName,
      lastName: "Pappas",
      birthDate,
    });

  return { as, memberBorn, addChild };
}
