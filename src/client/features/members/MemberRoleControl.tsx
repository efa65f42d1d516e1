import { Badge, Button, Group, NativeSelect, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ROLES, type Role } from "../../../shared/domain/roles";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { msg } from "../../lib/message";
import { useCan, useMe } from "../../lib/useMe";
import { useSetRole } from "./queries";

/**
 * A member's role: a badge for every staff role that opens the details; for the owner a choice of
 * role (member, owner, trainer, front desk) changed after a confirmation (decision 036). Nobody
 * changes their own role here (the last owner could not be removed anyway).
 */
export function MemberRoleControl(props: { member: { id: string; name: string; role: Role } }) {
  const { t } = useTranslation();
  const mayAssign = useCan("people");
  const me = useMe().data?.user;
  const [chosen, setChosen] = useState<Role>(props.member.role);
  const [confirming, setConfirming] = useState(false);
  const setRole = useSetRole();
  const feedback = useFeedback({ fallback: "members.roleError" });
  const badge = <Badge variant="light">{t(`members.roles.${props.member.role}`)}</Badge>;
  if (!mayAssign || props.member.id === me?.id) return badge;
  const save = () =>
    setRole.mutate(
      { id: props.member.id, role: chosen },
      {
        onSuccess: () => {
          setConfirming(false);
          feedback.succeed(msg("members.roleChanged"));
        },
        onError: (err) => {
          setConfirming(false);
          feedback.fail(err);
        },
      },
    );
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="wrap">
        {badge}
        <NativeSelect
          size="xs"
          label={t("members.role")}
          value={chosen}
          onChange={(e) => setChosen(e.currentTarget.value as Role)}
          data={ROLES.map((r) => ({ value: r, label: t(`members.roles.${r}`) }))}
        />
        <Button
          size="xs"
          variant="outline"
          disabled={chosen === props.member.role}
          onClick={() => {
            feedback.clear();
            setConfirming(true);
          }}
        >
          {t("members.changeRole")}
        </Button>
      </Group>
      <FeedbackAlert feedback={feedback.current} />
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={save}
        loading={setRole.isPending}
        message={t("members.confirmRole", { name: props.member.name, role: t(`members.roles.${chosen}`) })}
      />
    </Stack>
  );
}
