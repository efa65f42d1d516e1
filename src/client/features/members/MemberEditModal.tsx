import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  MEMBER_SESSIONS_MAX,
  type MemberEditInput,
  type MemberRow,
  memberEditSchema,
} from "../../../shared/schemas/members";
import { PACKAGE_NAME_MAX } from "../../../shared/schemas/packages";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { errorMessage } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";
import type { Message } from "../../lib/message";
import { msg } from "../../lib/message";
import { useEditMember } from "./queries";

type Form = {
  gymSessions: number | "";
  gymExpiresOn: string;
  pilatesSessions: number | "";
  pilatesExpiresOn: string;
  packageName: string;
  nutritionName: string;
  nutritionExpiresOn: string;
};

const EMPTY: Form = {
  gymSessions: 0,
  gymExpiresOn: "",
  pilatesSessions: 0,
  pilatesExpiresOn: "",
  packageName: "",
  nutritionName: "",
  nutritionExpiresOn: "",
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

/** The edit modal: empty sessions become 0, an invalid date is refused beside its field (spec section 5). */
export function MemberEditModal(props: { row: MemberRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const edit = useEditMember();
  const form = useSchemaForm(memberEditSchema, { initialValues: EMPTY });
  const [message, setMessage] = useState<{ ok: boolean; text: Message } | null>(null);
  const { setValues, resetDirty, clearErrors } = form;
  useEffect(() => {
    if (!props.row) return;
    const values = formOf(props.row);
    setValues(values);
    resetDirty(values);
    clearErrors();
    setMessage(null);
  }, [props.row, setValues, resetDirty, clearErrors]);

  const save = form.onSubmit((values: MemberEditInput) => {
    if (!props.row) return;
    edit.mutate(
      { id: props.row.id, edit: values },
      {
        onSuccess: () => setMessage({ ok: true, text: msg("members.editForm.saved") }),
        onError: (err) => setMessage({ ok: false, text: errorMessage(err, "members.editForm.saveFailed") }),
      },
    );
  });

  const dateInput = (key: "gymExpiresOn" | "pilatesExpiresOn" | "nutritionExpiresOn") => (
    <TextInput
      label={t(`members.editForm.${key}`)}
      description={t("members.editForm.dateHint")}
      inputMode="numeric"
      maxLength={10}
      {...form.getInputProps(key)}
      onChange={(e) => form.setFieldValue(key, e.currentTarget.value.trim())}
    />
  );
  const countInput = (key: "gymSessions" | "pilatesSessions") => (
    <NumberInput
      label={t(`members.editForm.${key}`)}
      min={0}
      max={MEMBER_SESSIONS_MAX}
      allowNegative={false}
      allowDecimal={false}
      {...form.getInputProps(key)}
    />
  );

  return (
    <Modal
      opened={props.row !== null}
      onClose={props.onClose}
      title={props.row ? t("members.editOf", { name: props.row.name }) : ""}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form onSubmit={save} noValidate>
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
            {...form.getInputProps("packageName")}
          />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label={t("members.editForm.nutritionName")}
              maxLength={PACKAGE_NAME_MAX}
              {...form.getInputProps("nutritionName")}
            />
            {dateInput("nutritionExpiresOn")}
          </SimpleGrid>
          <FeedbackAlert feedback={message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t("common.close")}
            </Button>
            <Button type="submit" loading={edit.isPending}>
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
