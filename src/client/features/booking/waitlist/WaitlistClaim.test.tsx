import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { WaitlistHistory as History, MemberWaitlist } from "../../../../shared/schemas/waitlist";
import { refusal, stubApi } from "../../../test/api";
import { renderScreen } from "../../../test/render";
import { GYM_ROW } from "../../../test/schedules";
import { WaitlistHistory } from "./WaitlistHistory";
import { WaitlistPanel } from "./WaitlistPanel";

/** The late window's offer and the member's waitlist history (decision 018). */
const SLOW = { timeout: 5000 };
const DATE = "2026-11-30";
const offered = (offer: boolean): MemberWaitlist => ({
  schedule: "gym",
  date: DATE,
  slots: [{ time: "12:00", waiting: 3, refusal: null }],
  places: [{ id: "w1", schedule: "gym", date: DATE, time: "12:00", position: 2, ahead: 1, offered: offer }],
});
const SCHEDULES = [GYM_ROW];
const T = {
  gr: {
    place: "είσαι στη θέση 2 της σειράς (1 μπροστά σου)",
    offer: "Ελευθερώθηκε θέση στις 12:00",
    claim: "Κλείσε τη θέση",
    claimed: "Η θέση είναι δική σου: κλείστηκε για τις 12:00.",
    taken: "Κάποιος άλλος πρόλαβε τη θέση. Μένεις στη λίστα αναμονής.",
    history: ["Έκλεισες τη θέση που προσφέρθηκε", "Παραλείφθηκες: Έχεις ήδη ενεργή κράτηση."],
  },
  en: {
    place: "you are number 2 in line (1 ahead of you)",
    offer: "A place is free at 12:00",
    claim: "Claim the place",
    claimed: "The place is yours: you are booked for 12:00.",
    taken: "Someone else took it. You stay on the waitlist.",
    history: ["You claimed the offered place", "Passed over: You already have an active reservation."],
  },
};

describe("the late window's offer", () => {
  it.each(["gr", "en"] as const)("shows the position and the offer, and claims it (%s)", async (lang) => {
    const calls = stubApi({
      "POST /api/waitlist/w1/claim": () =>
        Response.json(
          { booked: { reservationId: "r1", schedule: "gym", date: DATE, time: "12:00" } },
          { status: 201 },
        ),
    });
    const { user } = await renderScreen(
      <WaitlistPanel date={DATE} waitlist={offered(true)} booked={false} />,
      { lang },
    );
    expect(
      await screen.findByText(new RegExp(T[lang].place.replace(/[()]/g, "\\$&")), {}, SLOW),
    ).toBeVisible();
    expect(screen.getByText(T[lang].offer)).toBeVisible();
    await user.click(screen.getByRole("button", { name: T[lang].claim }));
    expect(await screen.findByText(T[lang].claimed, {}, SLOW)).toBeVisible();
    expect(calls.filter((c) => c.key === "POST /api/waitlist/w1/claim")).toHaveLength(1);
  });

  it.each(["gr", "en"] as const)("says someone else took it (%s)", async (lang) => {
    stubApi({ "POST /api/waitlist/w1/claim": () => refusal(409, "WAITLIST_OFFER_TAKEN") });
    const { user } = await renderScreen(
      <WaitlistPanel date={DATE} waitlist={offered(true)} booked={false} />,
      {
        lang,
      },
    );
    await user.click(await screen.findByRole("button", { name: T[lang].claim }, SLOW));
    expect(await screen.findByText(T[lang].taken, {}, SLOW)).toBeVisible();
  });

  it("shows no offer when none stands", async () => {
    stubApi({});
    await renderScreen(<WaitlistPanel date={DATE} waitlist={offered(false)} booked={false} />, {
      lang: "en",
    });
    expect(await screen.findByText(new RegExp(T.en.place.replace(/[()]/g, "\\$&")), {}, SLOW)).toBeVisible();
    expect(screen.queryByTestId("waitlist-offer")).toBeNull();
  });
});

describe("the waitlist history", () => {
  it.each(["gr", "en"] as const)("lists what happened, newest first (%s)", async (lang) => {
    const history: History = {
      events: [
        {
          id: "e2",
          kind: "claimed",
          reason: null,
          schedule: "gym",
          date: DATE,
          time: "12:00",
          at: "2026-11-30T08:00:00Z",
        },
        {
          id: "e1",
          kind: "skipped",
          reason: "ACTIVE_RESERVATION_EXISTS",
          schedule: "gym",
          date: "2026-11-27",
          time: "18:00",
          at: "2026-11-27T12:00:00Z",
        },
      ],
    };
    stubApi({ "GET /api/waitlist/history": history, "GET /api/schedules": SCHEDULES });
    await renderScreen(<WaitlistHistory />, { lang });
    const items = await screen.findAllByRole("listitem", {}, SLOW);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(T[lang].history[0]!);
    expect(items[0]).toHaveTextContent("12:00");
    expect(items[1]).toHaveTextContent(T[lang].history[1]!);
  });
});
