import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { Fragment, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CreditKindRow } from "../../../shared/domain/schedules";
import {
  MEMBER_SESSIONS_MAX,
  type MemberEditInput,
  type MemberRow,
  memberEditSchema,
} from "../../../shared/schemas/members";
import { PACKAGE_NAME_MAX } from "../../../shared/schemas/packages";
import { DateField } from "../../components/DateField";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { useCreditKinds } from "../../lib/creditKinds";
import { useCreditLabels } from "../../lib/creditLabels";
import { errorMessage } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";
import type { Message } from "../../lib/message";
import { msg } from "../../lib/message";
import { useEditMember } from "./queries";

type Form = {
  /** One line per kind of credit the studio has (decision 038). */
  credits: { kind: string; sessions: number | ""; expiresOn: string }[];
  packageName: string;
  nutritionName: string;
  nutritionExpiresOn: string;
};

const EMPTY: Form = {
  credits: [],
  packageName: "",
  nutritionName: "",
  nutritionExpiresOn: "",
};

/** The member's values, a line for every kind (0 and no expiry for a kind they never held). */
const formOf = (r: MemberRow, kinds: readonly CreditKindRow[]): Form => ({
  credits: kinds.map((k) => {
    const held = r.credits.find((c) => c.kind === k.key);
    return { kind: k.key, sessions: held?.sessions ?? 0, expiresOn: held?.expiresOn ?? "" };
  }),
  packageName: r.packageName,
  nutritionName: r.nutritionName ?? "",
  nutritionExpiresOn: r.nutritionExpiresOn ?? "",
});

/** The edit modal: empty sessions become 0, an invalid date is refused beside its field (spec section 5). */
export function MemberEditModal(props: { row: MemberRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const kinds = useCreditKinds();
  const labels = useCreditLabels();
  const edit = useEditMember();
  const form = useSchemaForm(memberEditSchema, { initialValues: EMPTY });
  const [message, setMessage] = useState<{ ok: boolean; text: Message } | null>(null);
  const { setValues, resetDirty, clearErrors } = form;
  useEffect(() => {
    if (!props.row) return;
    const values = formOf(props.row, kinds);
    setValues(values);
    resetDirty(values);
    clearErrors();
    setMessage(null);
  }, [props.row, kinds, setValues, resetDirty, clearErrors]);

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

  const dateInput = (key: `credits.${number}.expiresOn` | "nutritionExpiresOn", label: string) => (
    <DateField
      inForm
      label={label}
      description={t("members.editForm.dateHint")}
      {...form.getInputProps(key)}
    />
  );
  const countInput = (key: `credits.${number}.sessions`, label: string) => (
    <NumberInput
      label={label}
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
            {(form.values.credits as Form["credits"]).map((c, i) => (
              <Fragment key={c.kind}>
                {countInput(`credits.${i}.sessions`, labels(c.kind).sessions)}
                {dateInput(`credits.${i}.expiresOn`, labels(c.kind).expires)}
              </Fragment>
            ))}
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
            {dateInput("nutritionExpiresOn", t("members.editForm.nutritionExpiresOn"))}
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
