import type { Deps } from "../../lib/context";

/** What the booking services need from the app's dependencies. */
export type BookingDeps = Pick<
  Deps,
  "database" | "clock" | "config" | "logger" | "mailer" | "zone" | "metrics"
>;

/** Who books, cancels or acts: the signed-in user as the guard loaded them. */
export type Booker = { id: string; email: string; name: string };
