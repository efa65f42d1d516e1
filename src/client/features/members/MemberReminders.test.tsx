import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { MemberReminders } from "./MemberReminders";

describe("a member's automatic reminders", () => {
  it.each([
    ["gr", "Αυτόματες υπενθυμίσεις", "Το πακέτο λήγει", "Δεν έρχεται"],
    ["en", "Automatic reminders", "Package ending", "Not coming"],
  ] as const)(
    "lists which reminders the member got and when (%s)",
    async (lang, title, expiring, dormant) => {
      const calls = stubApi({
        "GET /api/admin/members/m1/reminders": {
          reminders: [
            {
              kind: "expiring",
              occasion: "2025-09-15",
              sentAt: "2025-09-10T17:30:00.000Z",
              sentOn: "2025-09-10",
            },
            {
              kind: "dormant",
              occasion: "2025-08-20",
              sentAt: "2025-09-03T17:30:00.000Z",
              sentOn: "2025-09-03",
            },
          ],
        },
      });
      await renderScreen(<MemberReminders memberId="m1" lang={lang} />, { lang });
      const section = screen.getByRole("region", { name: title });
      const rows = await within(section).findAllByRole("row");
      expect(rows).toHaveLength(3);
      expect(rows[1]).toHaveTextContent(expiring);
      expect(rows[1]).toHaveTextContent(/10\/0?9\/2025/);
      expect(rows[2]).toHaveTextContent(dormant);
      expect(calls).toHaveLength(1);
    },
  );

  it("says when none was sent", async () => {
    stubApi({ "GET /api/admin/members/m2/reminders": { reminders: [] } });
    await renderScreen(<MemberReminders memberId="m2" lang="en" />, { lang: "en" });
    expect(await screen.findByText("No reminder has been sent.")).toBeInTheDocument();
  });
});
