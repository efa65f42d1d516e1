import { beforeAll } from "vitest";
import { type BookingTestbed, bookingTestbed } from "./booking";
import { call, type ErrorBody } from "./requests";

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
