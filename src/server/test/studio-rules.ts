import type { StudioRules } from "../../shared/domain/studio-rules";
import type { OutsideBooking } from "../../shared/schemas/studio-settings";
import type { TestApp } from "./factories";
import { call } from "./requests";

/**
 * The owner changes some of the studio's rules through the settings API (the rest as they are):
 * the tests' one way to run a rule with another value than the spec's.
 */
export async function setRules(
  t: TestApp,
  adminCookie: string,
  change: Partial<StudioRules>,
  outsideBookings?: "keep" | "cancel",
) {
  const current = await call<StudioRules>(t, "GET", "/api/studio-rules");
  return call<
    { rules: StudioRules; outside: OutsideBooking[] } & { error?: { code: string; params: unknown } }
  >(t, "PUT", "/api/admin/studio-rules", adminCookie, {
    rules: { ...current.body, ...change },
    ...(outsideBookings ? { outsideBookings } : {}),
  });
}
