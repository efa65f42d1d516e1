import { Button, Group, Stack } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { api, call } from "../../lib/api";
import { msg } from "../../lib/message";
import { memberKeys } from "./queries";

const stateKey = (id: string) => [...memberKeys.all, "account-state", id] as const;

/** Deactivate or reactivate a member, and export their data for an access request at the desk. */
export function MemberAccountState({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const feedback = useFeedback();
  const [confirming, setConfirming] = useState(false);
  const state = useQuery({
    queryKey: stateKey(memberId),
    queryFn: () => call(api.admin.members[":id"]["account-state"].$get({ param: { id: memberId } })),
  });
  const toggle = useMutation({
    mutationFn: (off: boolean) =>
      call(
        off
          ? api.admin.members[":id"].deactivate.$post({ param: { id: memberId } })
          : api.admin.members[":id"].reactivate.$post({ param: { id: memberId } }),
      ),
    onSuccess: async (_, off) => {
      feedback.succeed(msg(off ? "account.admin.deactivated" : "account.admin.reactivated"));
      await qc.invalidateQueries({ queryKey: memberKeys.all });
    },
    onError: (err) => feedback.fail(err),
    onSettled: () => setConfirming(false),
  });
  const off = Boolean(state.data?.deactivatedAt);
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          color={off ? "teal" : "red"}
          disabled={!state.data}
          loading={toggle.isPending}
          onClick={() => (off ? toggle.mutate(false) : setConfirming(true))}
        >
          {off ? t("account.admin.reactivate") : t("account.admin.deactivate")}
        </Button>
        <Button size="xs" variant="light" component="a" href={`/api/admin/members/${memberId}/data`} download>
          {t("account.admin.exportData")}
        </Button>
      </Group>
      <FeedbackAlert feedback={feedback.current} />
      <ConfirmDialog
        opened={confirming}
        message={t("account.admin.confirmDeactivate")}
        loading={toggle.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => toggle.mutate(true)}
      />
    </Stack>
  );
}
