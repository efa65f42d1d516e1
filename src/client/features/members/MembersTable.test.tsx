import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CreditKindRow } from "../../../shared/domain/schedules";
import type { MemberRow } from "../../../shared/schemas/members";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { MembersTable } from "./MembersTable";

/** Active clients: a member holding only Yoga credits holds a package (decision 038), with its expiry. */
const KINDS: CreditKindRow[] = [
  { key: "gym", nameGr: "Γυμναστήριο", nameEn: "Gym", position: 0 },
  { key: "yoga", nameGr: "Γιόγκα", nameEn: "Yoga", position: 2 },
];
const row = (over: Partial<MemberRow>): MemberRow => ({
  id: "u1",
  name: "Ελένη Γιόγκα",
  email: "eleni@x.test",
  deactivated: false,
  role: "user",
  credits: [{ kind: "yoga", sessions: 8, expiresOn: "2026-12-26", expired: false }],
  packageName: "Yoga 8",
  nutritionName: null,
  nutritionExpiresOn: null,
  status: "active",
  ...over,
});
const ME = { id: "o1", email: "o@x.test", name: "Owner", role: "owner", language: "gr" };
const T = {
  gr: { none: "Χωρίς πακέτο", expires: "λήγει 26/12/2026", kind: "Γιόγκα" },
  en: { none: "No package", expires: "expires 26/12/2026", kind: "Yoga" },
};

describe("the active clients' package column", () => {
  it.each(["gr", "en"] as const)("names a Yoga package and its expiry (%s)", async (lang) => {
    stubApi({ "GET /api/credit-kinds": KINDS, "GET /api/me": { user: ME } });
    await renderScreen(<MembersTable rows={[row({})]} lang={lang} busy={false} onAction={() => {}} />, {
      lang,
    });
    expect(await screen.findByText("Yoga 8")).toBeVisible();
    expect(screen.getByText(T[lang].expires)).toBeVisible();
    expect(screen.queryByText(T[lang].none)).toBeNull();
  });

  it.each(["gr", "en"] as const)(
    "names the kind held when no name was kept; 'no package' only for none (%s)",
    async (lang) => {
      stubApi({ "GET /api/credit-kinds": KINDS, "GET /api/me": { user: ME } });
      const rows = [
        row({ packageName: "" }),
        row({ id: "u2", email: "n@x.test", packageName: "", credits: [], status: "inactive" }),
      ];
      await renderScreen(<MembersTable rows={rows} lang={lang} busy={false} onAction={() => {}} />, { lang });
      expect(await screen.findByText(T[lang].kind)).toBeVisible();
      expect(screen.getAllByText(T[lang].none)).toHaveLength(1);
    },
  );
});
