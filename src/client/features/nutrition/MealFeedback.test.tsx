import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusal, stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { KeptFeedbackSender } from "./KeptFeedbackSender";
import { MealFeedback } from "./MealFeedback";

const PLAN = "00000000-0000-4000-8000-000000000001";

/** The server, reached only while `network.up`; `received` what it got. */
function server() {
  const network = { up: false };
  const received: unknown[] = [];
  stubApi({
    "POST /api/me/nutrition/feedback": ({ body }: { body: unknown }) => {
      if (!network.up) throw new TypeError("Failed to fetch");
      received.push(body);
      return Response.json(body, { status: 201 });
    },
  });
  return { network, received };
}

describe("meal feedback typed offline", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it.each([
    [
      "gr",
      "Σχόλιο για: Πρωινό",
      "Αποστολή σχολίου",
      /το σχόλιό σου κρατήθηκε στο κινητό/,
      "Το σχόλιο που έγραψες εκτός σύνδεσης στάλθηκε.",
    ],
    [
      "en",
      "Feedback on: Breakfast",
      "Send feedback",
      /your feedback is kept on this phone/,
      "The feedback you typed offline was sent.",
    ],
  ] as const)(
    "is kept, shown as waiting, and sent when back online (%s)",
    async (lang, label, button, kept, sent) => {
      const { network, received } = server();
      const { user } = await renderScreen(
        <>
          <KeptFeedbackSender />
          <MealFeedback planId={PLAN} date="2026-11-25" meal="breakfast" sent={[]} />
        </>,
        { lang },
      );
      await user.type(screen.getByRole("textbox", { name: label }), "Λίγο αλμυρό");
      await user.click(screen.getByRole("button", { name: button }));
      expect(await screen.findByText(kept)).toBeVisible();
      expect(screen.getByTestId("feedback-waiting")).toHaveTextContent("Λίγο αλμυρό");
      expect(received).toHaveLength(0);
      expect(screen.getByRole("textbox", { name: label })).toHaveValue("");

      network.up = true;
      await act(async () => {
        window.dispatchEvent(new Event("online"));
      });
      expect(await screen.findByText(sent)).toBeVisible();
      expect(received).toEqual([
        {
          planId: PLAN,
          date: "2026-11-25",
          meal: "breakfast",
          message: "Λίγο αλμυρό",
        },
      ]);
      expect(screen.queryByTestId("feedback-waiting")).toBeNull();
    },
  );

  it("is sent at once when online, and a refusal gives the words back with the reason", async () => {
    const { network, received } = server();
    network.up = true;
    const { user } = await renderScreen(
      <MealFeedback planId={PLAN} date="2026-11-25" meal="lunch" sent={[]} />,
    );
    const box = screen.getByRole("textbox", { name: "Σχόλιο για: Μεσημεριανό" });
    await user.type(box, "Πολύ φαγητό");
    await user.click(screen.getByRole("button", { name: "Αποστολή σχολίου" }));
    expect(await screen.findByText("Το σχόλιό σου στάλθηκε.")).toBeVisible();
    expect(received).toHaveLength(1);
    expect(screen.queryByTestId("feedback-waiting")).toBeNull();

    stubApi({ "POST /api/me/nutrition/feedback": refusal(409, "DATE_NOT_IN_PLAN") });
    await user.type(box, "Ξανά");
    await user.click(screen.getByRole("button", { name: "Αποστολή σχολίου" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Αυτή η ημερομηνία δεν ανήκει στο πλάνο.");
    expect(box).toHaveValue("Ξανά");
    expect(screen.queryByTestId("feedback-waiting")).toBeNull();
  });
});
