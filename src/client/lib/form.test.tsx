import { Button, TextInput } from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { renderScreen } from "../test/render";
import { useSchemaForm } from "./form";

/**
 * A field checked on leaving it: left by pressing 'save', its sentence waits for the
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

/**
 * A schema loaded on first use (decision 041: zod out of the log-in modal that opens by itself):
 * nothing loads until a field is focused, and a check asked before the schema is there waits for it.
 */
function LazyNameForm(props: {
  load: () => Promise<typeof schema>;
  onSave: () => void;
  onRefused: () => void;
}) {
  const form = useSchemaForm(props.load, { initialValues: { name: "" } });
  return (
    <form onSubmit={form.onSubmit(props.onSave, props.onRefused)} noValidate>
      <TextInput label="Name" {...form.getInputProps("name")} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe("a form whose schema loads on first use", () => {
  it("loads on the first focus; leaving the field before it is there shows the sentence once it is", async () => {
    let arrive: (s: typeof schema) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof schema>((r) => (arrive = r)));
    const { user, i18n } = await renderScreen(
      <LazyNameForm load={load} onSave={vi.fn()} onRefused={vi.fn()} />,
    );
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole("textbox", { name: "Name" }));
    expect(load).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.queryByText(i18n.t("errors.FILL_ALL_FIELDS"))).toBeNull();
    arrive(schema);
    expect(await screen.findByText(i18n.t("errors.FILL_ALL_FIELDS"))).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("submitted before the schema is there: checked once it is, refused or sent as usual", async () => {
    let arrive: (s: typeof schema) => void = () => undefined;
    const load = () => new Promise<typeof schema>((r) => (arrive = r));
    const onSave = vi.fn();
    const onRefused = vi.fn();
    const { user, i18n } = await renderScreen(
      <LazyNameForm load={load} onSave={onSave} onRefused={onRefused} />,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onRefused).not.toHaveBeenCalled();
    arrive(schema);
    expect(await screen.findByText(i18n.t("errors.FILL_ALL_FIELDS"))).toBeVisible();
    expect(onRefused).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Eleni");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  });
});
