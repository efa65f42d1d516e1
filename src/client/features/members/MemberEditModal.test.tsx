import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MemberRow } from "../../../shared/schemas/members";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { MemberEditModal } from "./MemberEditModal";

const ROW: MemberRow = {
  id: "m1",
  name: "Maria P",
  email: "maria@x.test",
  deactivated: false,
  role: "user",
  credits: [{ kind: "gym", sessions: 4, expiresOn: "2026-12-31", expired: false }],
  packageName: "Pro 16",
  nutritionName: null,
  nutritionExpiresOn: null,
  status: "active",
};
const KINDS = [{ key: "gym", nameGr: "Γυμναστήριο", nameEn: "Gym", position: 0 }];
const PUT = "PUT /api/admin/members/m1";

const T = {
  gr: {
    expires: "Λήξη πακέτου",
    save: "Αποθήκευση",
    saved: "Οι αλλαγές αποθηκεύτηκαν.",
    wrong: "Γράψε την ημερομηνία ως ΗΗ/ΜΜ/ΕΕΕΕ, π.χ. 25/11/2026.",
  },
  en: {
    expires: "Package expires",
    save: "Save",
    saved: "Changes saved.",
    wrong: "Write the date as DD/MM/YYYY, e.g. 25/11/2026.",
  },
};

describe("the desk's edit of a member", () => {
  it.each(["gr", "en"] as const)(
    "shows and takes an expiry as DD/MM/YYYY, as every other date field (%s)",
    async (lang) => {
      const calls = stubApi({ "GET /api/credit-kinds": KINDS, [PUT]: {} });
      const { user } = await renderScreen(<MemberEditModal row={ROW} onClose={() => {}} />, { lang });
      const expires = await screen.findByLabelText(T[lang].expires);
      expect(expires).toHaveProperty("value", "31/12/2026");
      await user.clear(expires);
      await user.type(expires, "31/01/2027");
      await user.click(screen.getByRole("button", { name: T[lang].save }));
      expect(await screen.findByText(T[lang].saved)).toBeTruthy();
      expect(calls.find((c) => c.key === PUT)?.body).toMatchObject({
        credits: [{ kind: "gym", sessions: 4, expiresOn: "2027-01-31" }],
      });
    },
  );

  it.each(["gr", "en"] as const)(
    "says a day that does not exist beside the field and sends nothing (%s)",
    async (lang) => {
      const calls = stubApi({ "GET /api/credit-kinds": KINDS, [PUT]: {} });
      const { user } = await renderScreen(<MemberEditModal row={ROW} onClose={() => {}} />, { lang });
      const expires = await screen.findByLabelText(T[lang].expires);
      await user.clear(expires);
      await user.type(expires, "31/02/2027");
      await user.click(screen.getByRole("button", { name: T[lang].save }));
      expect(await screen.findByText(T[lang].wrong)).toBeTruthy();
      expect(calls.filter((c) => c.key === PUT)).toEqual([]);
    },
  );
});
