import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { refusal, stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { scheduleRow } from "../../test/schedules";
import { SchedulesPanel } from "./SchedulesPanel";

/** The owner's schedules on the settings screen (decision 035). */
const SLOW = { timeout: 5000 };
const SEEDED = [
  scheduleRow({ standingAllowed: true }),
  scheduleRow({
    key: "pilates",
    nameGr: "Reformer Pilates",
    nameEn: "Reformer Pilates",
    timetable: "classes",
    creditKind: "pilates",
    position: 1,
    standingAllowed: true,
  }),
];
const T = {
  gr: {
    key: /Κωδικός/,
    nameGr: "Όνομα (ελληνικά)",
    nameEn: "Όνομα (αγγλικά)",
    create: "Δημιουργία",
    created: /Το πρόγραμμα δημιουργήθηκε/,
    taken: "Υπάρχει ήδη πρόγραμμα με αυτόν τον κωδικό.",
  },
  en: {
    key: /Code/,
    nameGr: "Name (Greek)",
    nameEn: "Name (English)",
    create: "Create",
    created: /The schedule was created/,
    taken: "A schedule with this code exists already.",
  },
};
const POST = "POST /api/admin/schedules";
const HOURS = {
  gr: {
    hours: "Ώρες λειτουργίας, κράτηση ανά ώρα",
    places: /Θέσεις ανά ώρα/,
    created: /Τα μέλη και η ρεσεψιόν μπορούν να κλείνουν ώρες του από τώρα/,
  },
  en: {
    hours: "Open hours in slots",
    places: /Places per slot/,
    created: /Members and the desk can book its slots now/,
  },
};

describe("the owner's schedules", () => {
  it.each(["gr", "en"] as const)(
    "a new class schedule is sent with its names and said created (%s)",
    async (lang) => {
      const calls = stubApi({
        "GET /api/admin/schedules": SEEDED,
        "GET /api/schedules": SEEDED,
        [POST]: ({ body }: { body: unknown }) => ({ ...(body as object), timetable: "classes" }),
      });
      const { user } = await renderScreen(<SchedulesPanel />, { lang });
      await user.type(await screen.findByRole("textbox", { name: T[lang].key }), "yoga");
      const names = screen.getAllByRole("textbox", { name: T[lang].nameGr });
      await user.type(names[names.length - 1]!, "Γιόγκα");
      const en = screen.getAllByRole("textbox", { name: T[lang].nameEn });
      await user.type(en[en.length - 1]!, "Yoga");
      await user.click(screen.getByRole("button", { name: T[lang].create }));
      expect(await screen.findByText(T[lang].created, {}, SLOW)).toBeInTheDocument();
      expect(calls.filter((c) => c.key === POST).map((c) => c.body)).toEqual([
        {
          key: "yoga",
          nameGr: "Γιόγκα",
          nameEn: "Yoga",
          creditKind: "pilates",
          active: true,
          position: 2,
          timetable: "classes",
        },
      ]);
    },
  );

  it("a new schedule spends, unless the owner picks, what the first class schedule spends", async () => {
    const rows = [SEEDED[0]!, { ...SEEDED[1]!, key: "spin", creditKind: "spin" }];
    const calls = stubApi({
      "GET /api/admin/schedules": rows,
      "GET /api/schedules": rows,
      [POST]: ({ body }: { body: unknown }) => ({ ...(body as object), timetable: "classes" }),
    });
    const { user } = await renderScreen(<SchedulesPanel />, { lang: "en" });
    await user.type(await screen.findByRole("textbox", { name: T.en.key }), "yoga");
    const names = screen.getAllByRole("textbox", { name: T.en.nameGr });
    await user.type(names[names.length - 1]!, "Γιόγκα");
    const en = screen.getAllByRole("textbox", { name: T.en.nameEn });
    await user.type(en[en.length - 1]!, "Yoga");
    await user.click(screen.getByRole("button", { name: T.en.create }));
    expect(await screen.findByText(T.en.created, {}, SLOW)).toBeInTheDocument();
    expect(
      calls.filter((c) => c.key === POST).map((c) => (c.body as { creditKind: string }).creditKind),
    ).toEqual(["spin"]);
  });

  it.each(["gr", "en"] as const)(
    "a new hours schedule is sent with its timetable and places per slot, and said bookable now (%s)",
    async (lang) => {
      const calls = stubApi({
        "GET /api/admin/schedules": SEEDED,
        "GET /api/schedules": SEEDED,
        [POST]: ({ body }: { body: unknown }) => ({ ...(body as object) }),
      });
      const H = HOURS[lang];
      const { user } = await renderScreen(<SchedulesPanel />, { lang });
      await user.type(await screen.findByRole("textbox", { name: T[lang].key }), "room-2");
      // Places per slot belong to an hours schedule (the gym floor's card has them): the new one
      // asks only once that kind is picked.
      expect(screen.getAllByRole("textbox", { name: H.places })).toHaveLength(1);
      await user.click(screen.getByRole("radio", { name: H.hours }));
      const names = screen.getAllByRole("textbox", { name: T[lang].nameGr });
      await user.type(names[names.length - 1]!, "Δεύτερη αίθουσα");
      const en = screen.getAllByRole("textbox", { name: T[lang].nameEn });
      await user.type(en[en.length - 1]!, "Second room");
      const places = screen.getAllByRole("textbox", { name: H.places });
      expect(places).toHaveLength(2);
      await user.type(places[1]!, "6");
      await user.click(screen.getByRole("button", { name: T[lang].create }));
      expect(await screen.findByText(H.created, {}, SLOW)).toBeInTheDocument();
      expect(calls.filter((c) => c.key === POST).map((c) => c.body)).toEqual([
        {
          key: "room-2",
          nameGr: "Δεύτερη αίθουσα",
          nameEn: "Second room",
          creditKind: "pilates",
          active: true,
          position: 2,
          timetable: "hours",
          defaultCapacity: 6,
        },
      ]);
    },
  );

  it.each(["gr", "en"] as const)("a refused key says why and keeps what was typed (%s)", async (lang) => {
    stubApi({
      "GET /api/admin/schedules": SEEDED,
      "GET /api/schedules": SEEDED,
      [POST]: refusal(409, "SCHEDULE_KEY_TAKEN"),
    });
    const { user } = await renderScreen(<SchedulesPanel />, { lang });
    const key = await screen.findByRole("textbox", { name: T[lang].key });
    await user.type(key, "pilates");
    const names = screen.getAllByRole("textbox", { name: T[lang].nameGr });
    await user.type(names[names.length - 1]!, "Πιλάτες 2");
    const en = screen.getAllByRole("textbox", { name: T[lang].nameEn });
    await user.type(en[en.length - 1]!, "Pilates 2");
    await user.click(screen.getByRole("button", { name: T[lang].create }));
    expect(await screen.findByText(T[lang].taken, {}, SLOW)).toBeInTheDocument();
    expect(key).toHaveValue("pilates");
  });

  it.each(["gr", "en"] as const)(
    "a schedule moves up with its named button; the new order is sent whole and shown (%s)",
    async (lang) => {
      let rows = SEEDED;
      const ORDER = "PUT /api/admin/schedule-order";
      const calls = stubApi({
        "GET /api/admin/schedules": () => rows,
        "GET /api/schedules": () => rows,
        "GET /api/credit-kinds": [],
        [ORDER]: ({ body }: { body: unknown }) => {
          const { keys } = body as { keys: string[] };
          rows = keys.map((k, position) => ({ ...SEEDED.find((s) => s.key === k)!, position }));
          return rows;
        },
      });
      const M = MOVE[lang];
      const { user } = await renderScreen(<SchedulesPanel />, { lang });
      expect(await screen.findByRole("button", { name: M.gymUp })).toBeDisabled();
      expect(screen.getByRole("button", { name: M.pilatesDown })).toBeDisabled();
      await user.click(screen.getByRole("button", { name: M.pilatesUp }));
      expect(await screen.findByText(M.saved, {}, SLOW)).toBeInTheDocument();
      expect(calls.filter((c) => c.key === ORDER).map((c) => c.body)).toEqual([{ keys: ["pilates", "gym"] }]);
      const cards = screen.getAllByTestId(/^schedule-/).map((c) => c.dataset.testid);
      expect(cards).toEqual(["schedule-pilates", "schedule-gym"]);
      expect(screen.getByRole("button", { name: M.pilatesUp })).toBeDisabled();
      // At the top, the focus stays on the card's other button.
      expect(screen.getByRole("button", { name: M.pilatesDown })).toHaveFocus();
      expect(screen.getByTestId("schedule-pilates")).toHaveTextContent(M.saved);
    },
  );

  it.each(["gr", "en"] as const)("a refused move says why in the card (%s)", async (lang) => {
    stubApi({
      "GET /api/admin/schedules": SEEDED,
      "GET /api/schedules": SEEDED,
      "GET /api/credit-kinds": [],
      "PUT /api/admin/schedule-order": refusal(409, "SCHEDULE_ORDER_STALE"),
    });
    const { user } = await renderScreen(<SchedulesPanel />, { lang });
    await user.click(await screen.findByRole("button", { name: MOVE[lang].gymDown }));
    const alert = await screen.findByRole("alert", {}, SLOW);
    expect(alert).toHaveTextContent(MOVE[lang].stale);
    expect(screen.getByTestId("schedule-gym")).toContainElement(alert);
  });
});

const MOVE = {
  gr: {
    gymUp: "Γυμναστήριο: μετακίνηση πιο πάνω",
    gymDown: "Γυμναστήριο: μετακίνηση πιο κάτω",
    pilatesUp: "Reformer Pilates: μετακίνηση πιο πάνω",
    pilatesDown: "Reformer Pilates: μετακίνηση πιο κάτω",
    saved: /Η σειρά αποθηκεύτηκε/,
    stale: "Η λίστα των προγραμμάτων άλλαξε στο μεταξύ",
  },
  en: {
    gymUp: "Move Gym up",
    gymDown: "Move Gym down",
    pilatesUp: "Move Reformer Pilates up",
    pilatesDown: "Move Reformer Pilates down",
    saved: /The order was saved/,
    stale: "The list of schedules changed meanwhile",
  },
};
