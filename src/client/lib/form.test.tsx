import { Button, TextInput } from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { renderScreen } from "../test/render";
import { useSchemaForm } from "./form";

/**
 * A field checked on leaving it (issue 30): left by pressing 'save', its sentence waits for the
 * release, so the button does not move under the pointer mid-click and the click lands (the layout
 * itself is the browser test's: e2e/studio-settings.spec.ts); left with the keyboard, it shows at once.
 */
const schema = z.object({ name: z.string().trim().min(1, { error: "FILL_ALL_FIELDS" }) });

function NameForm(props: { onSave: () => void; onRefused: () => void }) {
  const form = useSchemaForm(schema, { initialValues: { name: "" } });
  return (
    <form onSubmit={form.onSubmit(props.onSave, props.onRefused)} noValidate>
      <TextInput label="Name" {...form.getInputProps("name")} />
      <TextInput label="Note" />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe("a form's field checked on leaving it", () => {
  it("left by pressing save: the sentence waits for the release, and the click submits", async () => {
    const onSave = vi.fn();
    const onRefused = vi.fn();
    const { user, i18n } = await renderScreen(<NameForm onSave={onSave} onRefused={onRefused} />);
    const sentence = i18n.t("errors.FILL_ALL_FIELDS");
    await user.click(screen.getByRole("textbox", { name: "Name" }));
    const save = screen.getByRole("button", { name: "Save" });
    await user.pointer({ keys: "[MouseLeft>]", target: save });
    expect(save).toHaveFocus();
    expect(screen.queryByText(sentence)).toBeNull();
    await user.pointer({ keys: "[/MouseLeft]", target: save });
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
    expect(await screen.findByText(sentence)).toBeVisible();
  });

  it("left with the keyboard: the sentence shows at once", async () => {
    const { user, i18n } = await renderScreen(<NameForm onSave={vi.fn()} onRefused={vi.fn()} />);
    await user.click(screen.getByRole("textbox", { name: "Name" }));
    await user.tab();
    expect(screen.getByText(i18n.t("errors.FILL_ALL_FIELDS"))).toBeVisible();
  });
});
