import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { campaign } from "./campaign-fixture";
import { MassMailAdminLink } from "./MassMailAdminLink";
import MassMailPage from "./MassMailPage";

/** A campaign running now, 12 of 40 sent. */
const running = () =>
  campaign({
    subject: "Νέο ωράριο",
    status: "running",
    createdAt: new Date().toISOString(),
    finishedAt: null,
    total: 40,
    sent: 12,
  });

describe("mass e-mail", () => {
  it.each([
    [
      "gr",
      "Αποστολή σε όλους",
      "Θα σταλεί σε 7 μέλη. Όσοι έχουν διαγραφεί από τη λίστα δεν περιλαμβάνονται.",
      "Αποστολή τώρα",
    ],
    ["en", "Send to all", "It will go to 7 members. Members who unsubscribed are left out.", "Send now"],
  ] as const)(
    "asks before sending, with the number of recipients (%s)",
    async (lang, sendLabel, counted, confirm) => {
      const calls = stubApi({
        "GET /api/admin/mass-mail": { running: null, past: [] },
        "GET /api/admin/mass-mail/recipients": { count: 7 },
        "POST /api/admin/mass-mail": () => Response.json(running(), { status: 201 }),
      });
      const { user } = await renderScreen(<MassMailPage />, { lang });
      await user.type(
        screen.getByRole("textbox", { name: lang === "gr" ? "Μήνυμα" : "Message" }),
        "Κλειστά την Τρίτη.",
      );
      await user.click(screen.getByRole("button", { name: sendLabel }));

      const dialog = await screen.findByRole("dialog");
      // Visible once the window's opening transition is over (a loaded machine draws it later).
      await waitFor(() => expect(within(dialog).getByText(counted)).toBeVisible());
      expect(calls.find((c) => c.key === "GET /api/admin/mass-mail/recipients")?.url.search).toBe(
        "?audience=all",
      );
      expect(calls.some((c) => c.key === "POST /api/admin/mass-mail")).toBe(false);

      await user.click(within(dialog).getByRole("button", { name: confirm }));
      const sent = calls.find((c) => c.key === "POST /api/admin/mass-mail");
      expect(sent?.body).toMatchObject({ message: "Κλειστά την Τρίτη.", audience: "all" });
    },
  );

  it("does not offer to send when nobody would receive it", async () => {
    stubApi({
      "GET /api/admin/mass-mail": { running: null, past: [] },
      "GET /api/admin/mass-mail/recipients": { count: 0 },
    });
    const { user } = await renderScreen(<MassMailPage />);
    await user.type(screen.getByRole("textbox", { name: "Μήνυμα" }), "Γεια");
    await user.click(screen.getByRole("button", { name: "Αποστολή σε όλους" }));
    const dialog = await screen.findByRole("dialog");
    await waitFor(() =>
      expect(within(dialog).getByText(/Κανένα μέλος αυτής της ομάδας δεν θα το λάβει/)).toBeVisible(),
    );
    expect(within(dialog).getByRole("button", { name: "Αποστολή τώρα" })).toBeDisabled();
  });

  it("shows a running campaign's progress on the dashboard", async () => {
    stubApi({ "GET /api/admin/mass-mail": { running: running(), past: [] } });
    await renderScreen(<MassMailAdminLink />, { lang: "en" });
    expect(await screen.findByText("Mass email: Sending… 12/40")).toBeVisible();
  });

  it.each([
    [
      "gr",
      "❌ Δεν στάλθηκε κανένα email: ο διακομιστής αλληλογραφίας δεν τα δέχτηκε. Σε αναμονή για νέα προσπάθεια: 10.",
      "Αιτία: connect ECONNREFUSED 127.0.0.1:2525",
    ],
    [
      "en",
      "❌ No email was sent: the mail server did not accept them. 10 waiting to be retried.",
      "Reason: connect ECONNREFUSED 127.0.0.1:2525",
    ],
  ] as const)(
    "says a run that delivered nothing failed, with the server's reason (%s)",
    async (lang, status, reason) => {
      const failed = campaign({
        status: "failed",
        waiting: 10,
        failureReason: "connect ECONNREFUSED 127.0.0.1:2525",
      });
      stubApi({ "GET /api/admin/mass-mail": { running: null, past: [failed] } });
      await renderScreen(<MassMailPage />, { lang });
      expect(await screen.findByTestId("mass-mail-status")).toHaveTextContent(status);
      expect(screen.getByText(reason)).toBeVisible();
    },
  );
});
