import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { timestamps } from "./columns";

/**
 * A family: an adult member (the guardian) holds a dependant, a member row of its own (credits,
 * bookings, questionnaires work as anyone's) that the guardian acts for. A dependant has one
 * guardian; a dependant made by the family has no sign-in until the guardian gives it one.
 */
export const familyLinks = pgTable(
  "family_links",
  {
    dependantId: text("dependant_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    guardianId: text("guardian_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** When the guardian last sent the dependant a link to set their own password. */
    signInInvitedAt: timestamp("sign_in_invited_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("family_links_guardian_idx").on(t.guardianId)],
);
