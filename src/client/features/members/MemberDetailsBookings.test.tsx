import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MemberDetails, MemberRow } from "../../../shared/schemas/members";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { MemberDetailsModal } from "./MemberDetailsModal";

const ROW: MemberRow = {
  id: "m1",
  name: "Maria P",
  email: "maria@x.test",
  deactivated: false,
  role: "user",
  credits: [],
  packageName: "",
  nutritionName: null,
  nutritionExpiresOn: null,
  status: "active",
};
const DETAILS: MemberDetails = {
  member: {
    id: "m1",
    name: "Maria P",
    email: "maria@x.test",
    role: "user",
    language: "gr",
    createdAt: "2026-01-10T10:00:00.000Z",
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
  requests: [],
  ledger: [],
  bookings: [
    { date: "2026-12-08", time: "18:00", schedule: "pilates", place: 3 },
    { date: "2026-12-07", time: "10:00", schedule: "gym", place: null },
  ],
};
const NAMES = [
  { key: "gym", nameGr: "Γυμναστήριο", nameEn: "Gym" },
  { key: "pilates", nameGr: "Reformer Pilates", nameEn: "Reformer Pilates" },
];

describe("a member's details", () => {
  it.each([
    ["gr", "Κρατήσεις", ["18:00 · Reformer Pilates · Θέση 3", "10:00 · Γυμναστήριο"]],
    ["en", "Bookings", ["18:00 · Reformer Pilates · Place 3", "10:00 · Gym"]],
  ] as const)("list each booking with its schedule and its place (%s)", async (lang, title, lines) => {
    stubApi({
      "GET /api/admin/members/m1": DETAILS,
      "GET /api/schedules": [],
      "GET /api/schedule-names": NAMES,
      "*": [],
    });
    await renderScreen(<MemberDetailsModal row={ROW} onClose={() => {}} lang={lang} />, { lang });
    const section = (await screen.findByRole("heading", { name: title })).closest("section")!;
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    for (const [i, line] of lines.entries()) await expect.poll(() => items[i]?.textContent).toContain(line);
  });
});
