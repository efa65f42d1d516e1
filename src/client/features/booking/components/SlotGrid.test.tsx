import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SlotView } from "../../../../shared/schemas/booking";
import { renderScreen } from "../../../test/render";
import { SlotGrid } from "./SlotGrid";

const slot = (time: string, over: Partial<SlotView> = {}): SlotView =>
  ({
    time,
    count: 0,
    max: 10,
    available: true,
    full: false,
    blocked: false,
    unavailable: null,
    ...over,
  }) as SlotView;

describe("SlotGrid", () => {
  it.each([
    ["gr", "Οι κρατήσεις κλείνουν 15 λεπτά πριν από την ώρα.", "Πλήρης: δεν έμεινε ελεύθερη θέση."],
    ["en", "Bookings close 15 minutes before the slot.", "Full: no place is left."],
  ] as const)("says in visible text why a slot cannot be booked (%s)", async (lang, tooLate, full) => {
    await renderScreen(
      <SlotGrid
        slots={[
          slot("08:00", { available: false, unavailable: "tooLate" }),
          slot("09:00", { available: false, full: true, count: 10, unavailable: "full" }),
          slot("10:00"),
        ]}
        selected={null}
        onSelect={() => {}}
      />,
      { lang },
    );
    // Visible to everyone: a text node on the page, not only the buttons' accessible names.
    expect(screen.getByText(tooLate)).toBeVisible();
    expect(screen.getByText(full)).toBeVisible();
    expect(screen.getByRole("button", { name: /^10:00/ })).toBeEnabled();
  });

  it("lists no reason on a day where every slot is open", async () => {
    await renderScreen(<SlotGrid slots={[slot("10:00")]} selected={null} onSelect={() => {}} />);
    expect(screen.queryByTestId("slot-reasons")).toBeNull();
  });
});
