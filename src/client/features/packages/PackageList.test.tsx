import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CreditKindRow } from "../../../shared/domain/schedules";
import type { PublicPackage } from "../../../shared/schemas/packages";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { PackageList } from "./PackageList";

/**
 * The packages page's sections follow the owner's order of the kinds of credit (decision 038), each
 * named by its kind's row: moved first, Yoga's section comes before the gym's Basic and Pro.
 */
const pkg = (id: string, kind: string, name: string, tier: "basic" | "pro" = "basic"): PublicPackage => ({
  id,
  kind,
  name,
  nameEn: name,
  priceCents: 5000,
  oldPriceCents: null,
  sessions: 8,
  months: 1,
  tier,
  offer: false,
  special: false,
  flexible: false,
  locations: null,
  mix: null,
});
const PACKAGES = [
  pkg("1", "gym", "Basic 8"),
  pkg("2", "gym", "Pro 8", "pro"),
  pkg("3", "pilates", "Reformer 8"),
  pkg("4", "yoga", "Yoga 8"),
];
const kinds = (order: string[]): CreditKindRow[] =>
  order.map((key, position) => ({
    key,
    position,
    ...{
      gym: { nameGr: "Γυμναστήριο", nameEn: "Gym" },
      pilates: { nameGr: "Reformer Pilates", nameEn: "Reformer Pilates" },
      yoga: { nameGr: "Γιόγκα", nameEn: "Yoga" },
    }[key]!,
  }));

const headings = () => screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("the packages page's sections", () => {
  it("follow the kinds' order, each named by its kind (en)", async () => {
    stubApi({
      "GET /api/packages": { packages: PACKAGES },
      "GET /api/credit-kinds": kinds(["gym", "pilates", "yoga"]),
    });
    const view = await renderScreen(<PackageList onChoose={() => {}} />, { lang: "en" });
    await screen.findByText("Yoga");
    expect(headings()).toEqual(["Basic", "Pro", "Reformer Pilates", "Yoga"]);
    view.unmount();
  });

  it("put a kind moved first before the gym's (gr)", async () => {
    stubApi({
      "GET /api/packages": { packages: PACKAGES },
      "GET /api/credit-kinds": kinds(["yoga", "pilates", "gym"]),
    });
    await renderScreen(<PackageList onChoose={() => {}} />, { lang: "gr" });
    await screen.findByText("Γιόγκα");
    expect(headings()).toEqual(["Γιόγκα", "Reformer Pilates", "Basic", "Pro"]);
  });

  it("show a kind of the rows with no package as empty, whatever its key (en)", async () => {
    stubApi({
      "GET /api/packages": { packages: PACKAGES.filter((p) => p.kind !== "yoga") },
      "GET /api/credit-kinds": kinds(["gym", "yoga", "pilates"]),
    });
    await renderScreen(<PackageList onChoose={() => {}} />, { lang: "en" });
    await screen.findByText("Yoga");
    expect(headings()).toEqual(["Basic", "Pro", "Yoga", "Reformer Pilates"]);
    expect(screen.getByText("No programs available.")).toBeInTheDocument();
  });
});
