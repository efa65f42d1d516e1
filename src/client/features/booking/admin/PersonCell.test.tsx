import { Table } from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { PersonCell } from "./PersonCell";

/** A booked dependant's row names their guardian, never their placeholder address. */
const SLOW = { timeout: 5000 };
const T = {
  gr: { none: "Χωρίς δικό του/της email (παιδί κηδεμόνα)", by: "κηδεμόνας: Maria Pappa" },
  en: { none: "No address of their own (a guardian's child)", by: "guardian: Maria Pappa" },
};

describe("a dependant in the desk's tables", () => {
  it.each(["gr", "en"] as const)("shows the guardian instead of the placeholder (%s)", async (lang) => {
    await renderScreen(
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <PersonCell name="Eleni Pappa" email="c1@dependants.invalid" guardian="Maria Pappa" />
          </Table.Tr>
        </Table.Tbody>
      </Table>,
      { lang },
    );
    expect(await screen.findByText(T[lang].none, {}, SLOW)).toBeVisible();
    expect(screen.getByText(T[lang].by)).toBeVisible();
    expect(screen.queryByText(/dependants\.invalid/)).toBeNull();
  });
});
