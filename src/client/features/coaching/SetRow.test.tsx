import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { SetRow } from "./SetRow";

const NAMES = {
  gr: ["Σετ 2 · Επαν.", "Σετ 2 · kg"],
  en: ["Set 2 · Reps", "Set 2 · kg"],
};

describe("a set's inputs", () => {
  it.each(["gr", "en"] as const)("name their set, not only 'reps' and 'kg' (%s)", async (lang) => {
    stubApi({ "*": [] });
    await renderScreen(
      <SetRow
        setNumber={2}
        timed={false}
        values={{ reps: 10, weightKg: 40, seconds: "" }}
        state="new"
        error={null}
        onDone={() => {}}
        onRemove={null}
      />,
      { lang },
    );
    for (const name of NAMES[lang]) expect(screen.getByRole("textbox", { name })).toBeTruthy();
  });
});
