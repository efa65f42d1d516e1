import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SPEC_RULES } from "../../../shared/domain/studio-rules";
import { downloadCsv } from "../../lib/csv";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { scheduleRow } from "../../test/schedules";
import ActivityPage from "./ActivityPage";

vi.mock("../../lib/csv", async (original) => ({
  ...(await original<typeof import("../../lib/csv")>()),
  downloadCsv: vi.fn(),
}));

const entry = (over: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  at: "2025-09-01T07:00:00.000Z",
  actorId: "t1",
  actorName: "Τάσος Προπονητής",
  memberId: "m1",
  memberName: "Μαρία Π",
  kind: "credits",
  details: { credit: "gym", before: 5, after: 6 },
  ...over,
});
const SCHEDULES = [
  scheduleRow({
    key: "pilates",
    nameGr: "Reformer Pilates",
    nameEn: "Reformer Pilates",
    timetable: "classes",
    creditKind: "pilates",
  }),
];
const T = {
  gr: {
    credits: "Συνεδρίες γυμναστηρίου: 5 → 6",
    guest: "για: επισκέπτης Γιώργος",
    kind: "Ενέργεια",
    role: "Μέλος → Προπονητής",
    from: "Από",
    invalid: "Γράψε την ημερομηνία ως ΗΗ/ΜΜ/ΕΕΕΕ, π.χ. 25/11/2026.",
    slot: "Reformer Pilates 02/09/2025 18:00",
  },
  en: {
    credits: "Gym sessions: 5 → 6",
    guest: "for: guest Γιώργος",
    kind: "What",
    role: "Member → Trainer",
    from: "From",
    invalid: "Write the date as DD/MM/YYYY, e.g. 25/11/2026.",
    slot: "Reformer Pilates 02/09/2025 18:00",
  },
};

describe("the owner's activity log", () => {
  it.each(["gr", "en"] as const)(
    "says who did what for whom in words, and filters by kind (%s)",
    async (lang) => {
      const calls = stubApi({
        "GET /api/schedules": SCHEDULES,
        "GET /api/admin/activity": ({ url }: { url: URL }) => ({
          items:
            url.searchParams.get("kind") === "role"
              ? [entry({ kind: "role", details: { before: "user", after: "trainer" } })]
              : [
                  entry({}),
                  entry({
                    kind: "booking",
                    memberId: null,
                    memberName: "",
                    details: { guest: "Γιώργος", schedule: "pilates", date: "2025-09-02", time: "18:00" },
                  }),
                ],
          total: 2,
          totalCapped: false,
          hasNext: false,
          page: 1,
          pageSize: 50,
        }),
        "*": { items: [] },
      });
      const { user } = await renderScreen(<ActivityPage />, { lang, path: "/admin-activity" });
      expect(await screen.findByText(T[lang].credits)).toBeVisible();
      expect(await screen.findByText(T[lang].slot)).toBeVisible();
      expect(screen.getAllByText("Τάσος Προπονητής")).toHaveLength(2);
      expect(screen.getByText(T[lang].guest)).toBeVisible();
      await user.selectOptions(screen.getByLabelText(T[lang].kind), "role");
      expect(await screen.findByText(T[lang].role)).toBeVisible();
      await waitFor(() =>
        expect(
          calls.some((c) => c.key === "GET /api/admin/activity" && c.url.searchParams.get("kind") === "role"),
        ).toBe(true),
      );
    },
  );

  it.each(["gr", "en"] as const)(
    "filters by dates written DD/MM/YYYY, and says when one is not a date (%s)",
    async (lang) => {
      const calls = stubApi({
        "GET /api/schedules": SCHEDULES,
        "GET /api/admin/activity": {
          items: [],
          total: 0,
          totalCapped: false,
          hasNext: false,
          page: 1,
          pageSize: 50,
        },
        "*": { items: [] },
      });
      const { user } = await renderScreen(<ActivityPage />, { lang, path: "/admin-activity" });
      const from = await screen.findByLabelText(T[lang].from);
      await user.type(from, "31/02/2025");
      await user.tab();
      expect(await screen.findByText(T[lang].invalid)).toBeVisible();
      expect(calls.some((c) => c.url.searchParams.has("from"))).toBe(false);
      await user.clear(from);
      await user.type(from, "2/9/2025");
      await user.tab();
      expect(from).toHaveValue("02/09/2025");
      expect(screen.queryByText(T[lang].invalid)).toBeNull();
      await waitFor(() =>
        expect(calls.some((c) => c.url.searchParams.get("from") === "2025-09-02")).toBe(true),
      );
    },
  );

  it.each([
    ["gr", "Σελίδα 1 από 10.000+ εγγραφές", "Επόμενη", "Σελίδα 2 από 10.000+ εγγραφές"],
    ["en", "Page 1 of 10,000+ entries", "Next", "Page 2 of 10,000+ entries"],
  ] as const)(
    "a log longer than its count's cap says so, and pages on while there is more (%s)",
    async (lang, first, next, second) => {
      const calls = stubApi({
        "GET /api/schedules": SCHEDULES,
        "GET /api/admin/activity": ({ url }: { url: URL }) => ({
          items: [entry({ id: `e${url.searchParams.get("page")}` })],
          total: 10_000,
          totalCapped: true,
          hasNext: true,
          page: Number(url.searchParams.get("page")),
          pageSize: 50,
        }),
        "*": { items: [] },
      });
      const { user } = await renderScreen(<ActivityPage />, { lang, path: "/admin-activity" });
      expect(await screen.findByText(first)).toBeVisible();
      await user.click(screen.getByRole("button", { name: next }));
      expect(await screen.findByText(second)).toBeVisible();
      expect(calls.some((c) => c.url.searchParams.get("page") === "2")).toBe(true);
    },
  );

  it.each([
    ["gr", "Λήψη CSV", ["Ενεργές κρατήσεις ανά μέλος: 1 → 2", "Ωράριο, Τρίτη: 08:00–22:00 → 09:00–21:00"]],
    [
      "en",
      "Download CSV",
      ["Active bookings per member: 1 → 2", "Opening hours, Tuesday: 08:00–22:00 → 09:00–21:00"],
    ],
  ] as const)(
    "says a settings change in words, in the studio's time, on screen and in the CSV (%s)",
    async (lang, csv, words) => {
      const after = {
        ...SPEC_RULES,
        maxActiveBookings: 2,
        hours: SPEC_RULES.hours.map((day, i) => (i === 2 ? [{ from: "09:00", to: "21:00" }] : day)),
      };
      const rules = entry({
        kind: "settings",
        memberId: null,
        memberName: "",
        details: { before: SPEC_RULES, after, cancelled: 0 },
      });
      stubApi({
        "GET /api/schedules": SCHEDULES,
        // The studio is in Athens: 07:00 UTC is 10:00 there, whatever the reader's own zone.
        "GET /api/studio-rules": { ...SPEC_RULES, timeZone: "Europe/Athens" },
        "GET /api/admin/activity": { items: [rules], total: 1, page: 1, pageSize: 50 },
        "*": { items: [] },
      });
      const { user } = await renderScreen(<ActivityPage />, { lang, path: "/admin-activity" });
      for (const line of words) expect(await screen.findByText(line)).toBeVisible();
      expect(await screen.findByText("10:00")).toBeVisible();
      await user.click(screen.getByRole("button", { name: csv }));
      await waitFor(() => expect(downloadCsv).toHaveBeenCalled());
      const text = vi.mocked(downloadCsv).mock.lastCall![1];
      expect(text).toContain("01/09/2025 10:00");
      for (const line of words) expect(text).toContain(line);
      expect(text).not.toMatch(/T07:00|\{|maxActiveBookings/);
    },
  );
});
