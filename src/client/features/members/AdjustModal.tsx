import { Button, Group, Modal, NativeSelect, Stack, TextInput } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { GYM_CREDITS, scheduleName } from "../../../shared/domain/schedules";
import { ADJUST_REASON_MAX, type MemberRow, sessionAdjustSchema } from "../../../shared/schemas/members";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { useCreditKindName, useCreditKinds } from "../../lib/creditKinds";
import { useSchemaForm } from "../../lib/form";
import { msg } from "../../lib/message";
import { useAdjustSessions } from "./queries";

export type Adjusting = { row: MemberRow; delta: 1 | -1 };

/** The dialog's fields: the kind of credit and the desk's reason (the member reads it). */
const adjustFormSchema = sessionAdjustSchema.pick({ kind: true, reason: true });

/**
 * Plus or minus one session, with the kind of credit (when the studio has more than one) and the
 * desk's reason, which the member reads beside the change in their history. The outcome is said in
 * the dialog, beside its button: a refusal, or the balance now, and the dialog stays until closed.
 */
export function AdjustModal({ adjusting, onClose }: { adjusting: Adjusting | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const kinds = useCreditKinds();
  const kindName = useCreditKindName();
  const adjust = useAdjustSessions();
  const feedback = useFeedback({ fallback: "members.sessionsUpdateError" });
  const form = useSchemaForm(adjustFormSchema, { initialValues: { kind: GYM_CREDITS, reason: "" } });
  const { setValues, clearErrors } = form;
  const { clear } = feedback;
  const { reset } = adjust;
  useEffect(() => {
    if (!adjusting) return;
    setValues({ kind: GYM_CREDITS, reason: "" });
    clearErrors();
    clear();
    reset();
  }, [adjusting, setValues, clearErrors, clear, reset]);
  if (!adjusting) return null;
  const label = t(adjusting.delta > 0 ? "members.plusOne" : "members.minusOne", { name: adjusting.row.name });
  const done = adjust.isSuccess;
  const confirm = form.onSubmit((values) => {
    feedback.clear();
    adjust.mutate(
      { id: adjusting.row.id, delta: adjusting.delta, kind: values.kind, reason: values.reason.trim() },
      {
        onSuccess: (answer) =>
          feedback.succeed(
            msg("members.adjust.done", { kind: kindName(answer.kind), count: answer.sessions }),
          ),
        onError: feedback.fail,
      },
    );
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={label}
      closeButtonProps={{ "aria-label": t("common.close") }}
      centered
    >
      <form noValidate onSubmit={confirm}>
        <Stack gap="sm">
          {kinds.length > 1 && (
            <NativeSelect
              label={t("members.adjust.kind")}
              data={kinds.map((k) => ({ value: k.key, label: scheduleName(k, i18n.language) }))}
              disabled={done}
              {...form.getInputProps("kind")}
            />
          )}
          <TextInput
            label={t("members.adjust.reason")}
            description={t("members.adjust.reasonHint")}
            maxLength={ADJUST_REASON_MAX}
            required
            disabled={done}
            {...form.getInputProps("reason")}
          />
          <FeedbackAlert feedback={feedback.current} />
          <Group justify="flex-end">
            <Button variant={done ? "filled" : "default"} onClick={onClose}>
              {t(done ? "common.close" : "common.cancel")}
            </Button>
            {!done && (
              <Button type="submit" loading={adjust.isPending}>
                {t(adjusting.delta > 0 ? "members.adjust.add" : "members.adjust.remove")}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
