import { Button, Group, Modal, NativeSelect, Stack, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { GYM_CREDITS, scheduleName } from "../../../shared/domain/schedules";
import { ADJUST_REASON_MAX, type MemberRow } from "../../../shared/schemas/members";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { useCreditKinds } from "../../lib/creditKinds";
import { errorMessage } from "../../lib/errorText";
import type { Message } from "../../lib/message";
import { useAdjustSessions } from "./queries";

export type Adjusting = { row: MemberRow; delta: 1 | -1 };

/**
 * Plus or minus one session, with the kind of credit (when the studio has more than one) and the
 * desk's reason, kept on the activity log (issue 26). A refusal is said in the dialog, beside the
 * button; the dialog closes on success.
 */
export function AdjustModal({ adjusting, onClose }: { adjusting: Adjusting | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const kinds = useCreditKinds();
  const adjust = useAdjustSessions();
  const [kind, setKind] = useState(GYM_CREDITS);
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<Message | null>(null);
  useEffect(() => {
    if (!adjusting) return;
    setKind(GYM_CREDITS);
    setReason("");
    setFailure(null);
  }, [adjusting]);
  if (!adjusting) return null;
  const label = t(adjusting.delta > 0 ? "members.plusOne" : "members.minusOne", { name: adjusting.row.name });
  const confirm = () =>
    adjust.mutate(
      { id: adjusting.row.id, delta: adjusting.delta, kind, reason: reason.trim() || undefined },
      {
        onSuccess: onClose,
        onError: (err) => setFailure(errorMessage(err, "members.sessionsUpdateError")),
      },
    );
  return (
    <Modal
      opened
      onClose={onClose}
      title={label}
      closeButtonProps={{ "aria-label": t("common.close") }}
      centered
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
      >
        <Stack gap="sm">
          {kinds.length > 1 && (
            <NativeSelect
              label={t("members.adjust.kind")}
              value={kind}
              onChange={(e) => setKind(e.currentTarget.value)}
              data={kinds.map((k) => ({ value: k.key, label: scheduleName(k, i18n.language) }))}
            />
          )}
          <TextInput
            label={t("members.adjust.reason")}
            description={t("members.adjust.reasonHint")}
            value={reason}
            maxLength={ADJUST_REASON_MAX}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <FeedbackAlert feedback={failure ? { ok: false, text: failure } : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={adjust.isPending}>
              {t(adjusting.delta > 0 ? "members.adjust.add" : "members.adjust.remove")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
