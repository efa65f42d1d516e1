import { Card, Loader, MultiSelect, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { StaffMember } from "../../../shared/schemas/staff";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { LoadErrorAlert } from "../../components/LoadErrorAlert";
import { useLocations } from "../../lib/locations";
import { msg } from "../../lib/message";
import { refreshAfter } from "../../lib/queryKeys";
import { staffApi, staffKeys, staffQuery } from "./queries";

/**
 * Where each trainer and front desk works (decision 057), shown only when the studio has more than
 * one location: none chosen is every location. The owner works everywhere and is not listed.
 */
export function StaffPlaces() {
  const { t } = useTranslation();
  const { many } = useLocations();
  const staff = useQuery({ ...staffQuery, enabled: many });
  if (!many) return null;
  const placed = staff.data?.filter((s) => s.role !== "owner");
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t("staff.team")}
      </Title>
      {staff.isPending && <Loader role="status" aria-label={t("common.loading")} />}
      {staff.isError && (
        <LoadErrorAlert
          title={t("staff.teamLoadFailed")}
          error={staff.error}
          onRetry={() => void staff.refetch()}
        />
      )}
      {placed?.length === 0 && <Text c="dimmed">{t("staff.noTeam")}</Text>}
      {placed?.map((s) => (
        <StaffPlacesCard key={s.id} member={s} />
      ))}
    </Stack>
  );
}

function StaffPlacesCard({ member: s }: { member: StaffMember }) {
  const { t } = useTranslation();
  const { list, name } = useLocations();
  const qc = useQueryClient();
  // Beside its own select: a phone shows the outcome where the owner chose.
  const feedback = useFeedback({ fallback: "staff.failed" });
  const refresh = refreshAfter(qc, staffKeys.staff());
  const save = useMutation({
    mutationFn: (locations: string[]) => staffApi.place(s.id, locations),
    onSuccess: async () => {
      await refresh.onSuccess();
      feedback.succeed(msg("locations.placesSaved", { name: s.name || s.email }));
    },
    onError: (err) => {
      refresh.onError();
      feedback.fail(err);
    },
  });
  return (
    <Card withBorder padding="sm">
      <Stack gap={4}>
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {s.name || s.email}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {t(`staff.roles.${s.role}`)} · {s.email}
        </Text>
        <MultiSelect
          label={t("locations.worksAt")}
          placeholder={s.locations.length === 0 ? t("locations.worksEverywhere") : undefined}
          data={list.map((l) => ({ value: l.key, label: name(l.key) }))}
          value={s.locations}
          onChange={(v) => {
            feedback.clear();
            save.mutate(v);
          }}
          disabled={save.isPending}
          comboboxProps={{ withinPortal: true }}
        />
        <FeedbackAlert feedback={feedback.current} />
      </Stack>
    </Card>
  );
}
