import { beforeAll, expect } from "vitest";
import type { AppType } from "../app";
import { type BookingTestbed, bookingTestbed } from "./booking";
import { call, type ErrorBody } from "./requests";
import { kifisia, yogaSchedule } from "./schedules";

export type LocationTestbed = BookingTestbed & {
  /** A call as the owner. */
  asOwner: <T>(
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; body: T & ErrorBody }>;
};

/**
 * The locations tests' studio (decision 057): the booking testbed on the example studio (seeded,
 * so there are locations, packages and schedules to move between), with calls as its owner.
 * Registers the file's beforeAll/afterAll as `bookingTestbed` does.
 */
export function locationTestbed(): LocationTestbed {
  const tb = bookingTestbed({ seed: true }) as LocationTestbed;
  beforeAll(() => {
    tb.asOwner = (method, path, body) => call(tb.t, method, path, tb.admin.cookie, body);
  });
  return tb;
}

/** A second location, Kifisia, opened by the owner with a Yoga class schedule held there (no classes yet). */
export async function openKifisiaWithYoga(t: { app: AppType }, ownerCookie: string): Promise<void> {
  expect((await call(t, "POST", "/api/admin/locations", ownerCookie, kifisia())).status).toBe(201);
  const yoga = await call(
    t,
    "POST",
    "/api/admin/schedules",
    ownerCookie,
    yogaSchedule({ location: "kifisia" }),
  );
  expect(yoga.status).toBe(201);
}
