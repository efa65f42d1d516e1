import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LocationRow } from "../../../shared/domain/locations";
import { SPEC_RULES } from "../../../shared/domain/studio-rules";
import type { StaffMember } from "../../../shared/schemas/staff";
import { refusal, stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import StaffPage from "./StaffPage";

const SLOW = { timeout: 5000 };
const place = (key: string, nameGr: string, nameEn: string, position: number): LocationRow => ({
  key,
  nameGr,
  nameEn,
  address: "",
  addressEn: "",
  mapUrl: "",
  phone: "",
  hoursGr: "",
  hoursEn: "",
  active: true,
  position,
});
const TWO = [place("main", "Κέντρο", "Centre", 0), place("kifisia", "Κηφισιά", "Kifisia", 1)];
const OWNER: StaffMember = {
  id: "o1",
  name: "Ιδιοκτήτρια",
  email: "owner@kinisi.test",
  role: "owner",
  locations: [],
};
const DESK: StaffMember = {
  id: "d1",
  name: "Μαρία Υ",
  email: "desk@kinisi.test",
  role: "desk",
  locations: [],
};
const PUT = "PUT /api/admin/staff/d1/locations";

const T = {
  gr: {
    team: "Γυμναστές και υποδοχή",
    worksAt: "Εργάζεται σε",
    everywhere: "Σε όλες τις τοποθεσίες",
    kifisia: "Κηφισιά",
    saved: "Αποθηκεύτηκε πού εργάζεται ο/η Μαρία Υ.",
  },
  en: {
    team: "Trainers and front desk",
    worksAt: "Works at",
    everywhere: "At every location",
    kifisia: "Kifisia",
    saved: "Where Μαρία Υ works was saved.",
  },
};

const stubs = (locations: LocationRow[]) => {
  let desk = DESK;
  return stubApi({
    "GET /api/locations": locations,
    "GET /api/admin/staff-invitations": [],
    "GET /api/studio-rules": SPEC_RULES,
    "GET /api/admin/staff": () => [OWNER, desk],
    [PUT]: ({ body }: { body: unknown }) => {
      desk = { ...desk, ...(body as { locations: string[] }) };
      return desk;
    },
    "*": () => refusal(503, "DATABASE_UNAVAILABLE"),
  });
};

afterEach(() => localStorage.clear());

describe("where each trainer and desk works", () => {
  it.each(["gr", "en"] as const)("the owner picks a desk account's locations (%s)", async (lang) => {
    const calls = stubs(TWO);
    const { user } = await renderScreen(<StaffPage />, { lang });
    expect(await screen.findByRole("heading", { name: T[lang].team }, SLOW)).toBeVisible();
    // The owner works everywhere and is not listed; the desk works everywhere until assigned.
    expect(screen.queryByText(OWNER.name)).toBeNull();
    const card = screen.getByText(DESK.name).closest(".mantine-Card-root") as HTMLElement;
    const field = within(card).getByLabelText(T[lang].worksAt);
    expect(field).toHaveAttribute("placeholder", T[lang].everywhere);

    await user.click(field);
    await user.click(await screen.findByRole("option", { name: T[lang].kifisia, hidden: true }));
    expect(await within(card).findByText(T[lang].saved)).toBeVisible();
    expect(calls.filter((c) => c.key === PUT).map((c) => c.body)).toEqual([{ locations: ["kifisia"] }]);
    // The account now works at Kifisia only: its pill, no "every location".
    expect(within(card).getByText(T[lang].kifisia)).toBeVisible();
    expect(within(card).getByLabelText(T[lang].worksAt)).not.toHaveAttribute(
      "placeholder",
      T[lang].everywhere,
    );
  });

  it("a studio with one location shows no locations on the staff page", async () => {
    const calls = stubs(TWO.slice(0, 1));
    await renderScreen(<StaffPage />, { lang: "en" });
    await screen.findByText("No pending invitations.", {}, SLOW);
    expect(screen.queryByText(T.en.team)).toBeNull();
    expect(calls.some((c) => c.key === "GET /api/admin/staff")).toBe(false);
  });
});
