import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LocationRow } from "../../../shared/domain/locations";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { CreatePackageForm } from "./CreatePackageForm";

/**
 * Where a package's credits may be spent (decision 057): with two locations the owner picks some or
 * none (every location); a studio with one location sees no location field at all.
 */
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
const CENTRE = place("main", "Κέντρο", "Centre", 0);
const KIFISIA = place("kifisia", "Κηφισιά", "Kifisia", 1);
const KINDS = [{ key: "gym", nameGr: "Γυμναστήριο", nameEn: "Gym", position: 0 }];

function stub(locations: LocationRow[]) {
  return stubApi({
    "GET /api/locations": locations,
    "GET /api/credit-kinds": KINDS,
    "POST /api/admin/packages": ({ body }: { body: unknown }) => ({ id: "p1", ...(body as object) }),
    "GET /api/admin/packages": { packages: [] },
    "GET /api/packages": { packages: [] },
    "*": {},
  });
}

describe("the package editor's locations", () => {
  it.each([
    ["gr", "Ισχύει σε", "Σε όλες τις τοποθεσίες", "Κηφισιά", "Όνομα", "Τιμή \\(€\\)", "Δημιουργία πακέτου"],
    [
      "en",
      "Valid at",
      "At every location",
      "Kifisia",
      "Name \\(Greek site\\)",
      "Price \\(€\\)",
      "Create package",
    ],
  ] as const)(
    "picks where the credits may be spent, none meaning every location (%s)",
    async (lang, label, every, kifisia, name, price, create) => {
      const calls = stub([CENTRE, KIFISIA]);
      const { user } = await renderScreen(<CreatePackageForm />, { lang });
      // None picked: the field says every location, under its label.
      const field = await screen.findByPlaceholderText(every, {}, SLOW);
      expect(screen.getAllByLabelText(label)).toContain(field);
      await user.click(field);
      await user.click(await screen.findByRole("option", { name: kifisia, hidden: true }, SLOW));
      await user.type(screen.getByRole("textbox", { name: new RegExp(`^${name}( \\*)?$`) }), "Kifisia 8");
      await user.type(screen.getByRole("textbox", { name: new RegExp(`^${price}( \\*)?$`) }), "50");
      await user.click(screen.getByRole("button", { name: create }));
      await waitFor(() => expect(calls.some((c) => c.key === "POST /api/admin/packages")).toBe(true), SLOW);
      const sent = calls.find((c) => c.key === "POST /api/admin/packages");
      expect(sent?.body).toMatchObject({ name: "Kifisia 8", locations: ["kifisia"] });
    },
  );

  it("shows no location field in a studio with one location", async () => {
    const calls = stub([CENTRE]);
    await renderScreen(<CreatePackageForm />, { lang: "en" });
    await screen.findByRole("textbox", { name: /^Name \(Greek site\)/ }, SLOW);
    await waitFor(() => expect(calls.some((c) => c.key === "GET /api/locations")).toBe(true), SLOW);
    expect(screen.queryByLabelText("Valid at")).toBeNull();
  });
});
