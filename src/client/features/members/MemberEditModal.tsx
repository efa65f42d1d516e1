import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  MEMBER_SESSIONS_MAX,
  type MemberEditInput,
  type MemberRow,
  memberEditSchema,
} from "../../../shared/schemas/members";
import { PACKAGE_NAME_MAX } from "../../../shared/schemas/packages";
import { ApiError } from "../../lib/api";
import { useEditMember } from "./queries";

type Form = {
  gymSessions: number | string;
  gymExpiresOn: string;
  pilatesSessions: number | string;
  pilatesExpiresOn: string;
  packageName: string;
  nutritionName: string;
  nutritionExpiresOn: string;
};

const formOf = (r: MemberRow): Form => ({
  gymSessions: r.gymSessions,
  gymExpiresOn: r.gymExpiresOn ?? "",
  pilatesSessions: r.pilatesSessions,
  pilatesExpiresOn: r.pilatesExpiresOn ?? "",
  packageName: r.packageName,
  nutritionName: r.nutritionName ?? "",
  nutritionExpiresOn: r.nutritionExpiresOn ?? "",
});

const DATE_FIELDS = ["gymExpiresOn", "pilatesExpiresOn", "nutritionExpiresOn"] as const;

/** The edit modal: empty sessions become 0, an invalid date is refused (spec section 5). */
export function MemberEditModal(props: { row: MemberRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const edit = useEditMember();
  const [form, setForm] = useState<Form | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    setForm(props.row ? formOf(props.row) : null);
    setInvalid(new Set());
    setMessage(null);
  }, [props.row]);
  const set = (patch: Partial<Form>) => setForm((f) => (f ? { ...f, ...patch } : f));

  const save = () => {
    if (!form || !props.row) return;
    const body: MemberEditInput = {
      ...form,
      gymSessions: toCount(form.gymSessions),
      pilatesSessions: toCount(form.pilatesSessions),
    };
    const checked = memberEditSchema.safeParse(body);
    const bad = new Set(checked.success ? [] : checked.error.issues.map((i) => String(i.path[0])));
    setInvalid(bad);
    if (!checked.success)
      return setMessage({
        ok: false,
        text: t(bad.size && [...bad].every(isDate) ? "errors.INVALID_DATE" : "errors.VALIDATION"),
      });
    edit.mutate(
      { id: props.row.id, edit: body },
      {
        onSuccess: () => setMessage({ ok: true, text: t("members.editForm.saved") }),
        onError: (err) =>
          setMessage({
            ok: false,
            text:
              err instanceof ApiError && err.code === "USER_NOT_FOUND"
                ? t("errors.USER_NOT_FOUND")
                : t("members.editForm.saveFailed"),
          }),
      },
    );
  };

  const dateInput = (key: (typeof DATE_FIELDS)[number]) => (
    <TextInput
      label={t(`members.editForm.${key}`)}
      description={t("members.editForm.dateHint")}
      inputMode="numeric"
      maxLength={10}
      value={form?.[key] ?? ""}
      error={invalid.has(key) ? t("errors.INVALID_DATE") : undefined}
      onChange={(e) => set({ [key]: e.currentTarget.value.trim() })}
    />
  );
  const countInput = (key: "gymSessions" | "pilatesSessions") => (
    <NumberInput
      label={t(`members.editForm.${key}`)}
      min={0}
      max={MEMBER_SESSIONS_MAX}
      allowNegative={false}
      allowDecimal={false}
      value={form?.[key] ?? ""}
      onChange={(v) => set({ [key]: v })}
    />
  );

  return (
    <Modal
      opened={props.row !== null}
      onClose={props.onClose}
      title={props.row ? t("members.editOf", { name: props.row.name }) : ""}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          {countInput("gymSessions")}
          {dateInput("gymExpiresOn")}
          {countInput("pilatesSessions")}
          {dateInput("pilatesExpiresOn")}
        </SimpleGrid>
        <TextInput
          label={t("members.editForm.packageName")}
          maxLength={PACKAGE_NAME_MAX}
          value={form?.packageName ?? ""}
          onChange={(e) => set({ packageName: e.currentTarget.value })}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={t("members.editForm.nutritionName")}
            maxLength={PACKAGE_NAME_MAX}
            value={form?.nutritionName ?? ""}
            onChange={(e) => set({ nutritionName: e.currentTarget.value })}
          />
          {dateInput("nutritionExpiresOn")}
        </SimpleGrid>
        {message && (
          <Alert color={message.ok ? "teal" : "red"} role={message.ok ? "status" : "alert"}>
            {message.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t("common.close")}
          </Button>
          <Button onClick={save} loading={edit.isPending}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** An emptied number input sends '' (which the server turns into 0). */
const toCount = (v: number | string): number | "" => (v === "" ? "" : Number(v));
const isDate = (key: string) => (DATE_FIELDS as readonly string[]).includes(key);
