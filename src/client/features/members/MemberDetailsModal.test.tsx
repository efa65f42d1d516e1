import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatStudioDay } from "../../../shared/domain/packages";
import { SPEC_RULES } from "../../../shared/domain/studio-rules";
import type { MemberDetails, MemberRow } from "../../../shared/schemas/members";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { MemberDetailsModal } from "./MemberDetailsModal";

/**
 * 'Member since' and a request's date are the studio's dates of those instants (the owner's time
 * zone), never their UTC date: a sign-up at 01:57 in Athens is that day there, and an evening
 * sign-up in New York stays on its evening's date.
 */
const SLOW = { timeout: 5000 };
const ROW: MemberRow = {
  id: "m1",
  name: "Μαρία Παπαδάκη",
  email: "maria@example.com",
  deactivated: false,
  role: "user",
  credits: [],
  packageName: "",
  nutritionName: null,
  nutritionExpiresOn: null,
  status: "active",
};
const details = (createdAt: string): MemberDetails => ({
  member: {
    id: "m1",
    name: ROW.name,
    email: ROW.email,
    role: "user",
    language: "gr",
    createdAt,
    phone: null,
    age: null,
  },
  account: {
    credits: [],
    packageName: "",
    packagePurchasedOn: null,
    nutritionName: null,
    nutritionExpiresOn: null,
    nutritionExpired: false,
  },
  requests: [
    { id: "q1", packageName: "Basic 12", status: "approved", createdAt } as MemberDetails["requests"][number],
  ],
  ledger: [],
  bookings: [],
});

describe("a member's details", () => {
  it.each([
    // 01:57 on 11 March in Athens (UTC+2) is still 10 March in UTC.
    ["gr", "Europe/Athens", "2025-03-10T23:57:00.000Z", "2025-03-11", "Μέλος από"],
    // 23:30 on 10 March in New York (UTC-4) is already 11 March in UTC.
    ["en", "America/New_York", "2025-03-11T03:30:00.000Z", "2025-03-10", "Member since"],
  ] as const)(
    "shows the studio's date of the sign-up and of a request (%s, %s)",
    async (lang, zone, at, day, since) => {
      stubApi({
        "GET /api/admin/members/m1": details(at),
        "GET /api/studio-rules": { ...SPEC_RULES, timeZone: zone },
        "*": null,
      });
      await renderScreen(<MemberDetailsModal row={ROW} onClose={() => {}} lang={lang} />, { lang });
      const shown = formatStudioDay(day, lang, "short");
      expect(await screen.findByText(`${since} ${shown}`, {}, SLOW)).toBeInTheDocument();
      expect(
        screen.getByText(new RegExp(`Basic 12 · .* · ${shown.replaceAll("/", "\\/")}`)),
      ).toBeInTheDocument();
    },
  );
});

describe("a member's age at the desk", () => {
  it.each([
    ["gr", "Ηλικία: 16 ετών", "Ημερομηνία γέννησης", "Αποθήκευση", "Η ημερομηνία γέννησης αποθηκεύτηκε."],
    ["en", "Age: 16 years old", "Date of birth", "Save", "The date of birth is saved."],
  ] as const)(
    "shows the age, never the date, and sends the date the desk types (%s)",
    async (lang, age, label, save, saved) => {
      const calls = stubApi({
        "GET /api/admin/members/m1": {
          ...details("2025-03-10T10:00:00.000Z"),
          member: { ...details("2025-03-10T10:00:00.000Z").member, age: 16 },
        },
        "GET /api/studio-rules": SPEC_RULES,
        "PUT /api/admin/members/m1/birth-date": { age: 17 },
        "*": null,
      });
      const { user } = await renderScreen(<MemberDetailsModal row={ROW} onClose={() => {}} lang={lang} />, {
        lang,
      });
      expect(await screen.findByText(age, {}, SLOW)).toBeInTheDocument();
      const field = screen.getByLabelText(label);
      expect(field).toHaveValue("");
      // jsdom types no date into a date field: the change a date picker makes.
      fireEvent.change(field, { target: { value: "2008-05-17" } });
      await user.click(screen.getByRole("button", { name: save }));
      expect(await screen.findByText(saved, {}, SLOW)).toBeInTheDocument();
      expect(calls.find((c) => c.key.startsWith("PUT "))?.body).toEqual({ birthDate: "2008-05-17" });
    },
  );
});
