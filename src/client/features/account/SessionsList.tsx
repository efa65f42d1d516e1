import { Alert, Badge, Group, List, Loader, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { dateFormat } from "../../../shared/intl";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { WrapButton } from "../../components/WrapButton";
import { authCall } from "../../lib/api";
import { errorText } from "../../lib/errorText";
import { dateLocale } from "../../lib/lang";
import { msg } from "../../lib/message";
import { accountKeys, accountQueries } from "./queries";

/** A short name for a browser's user agent ('Firefox · Linux'). */
function deviceOf(agent: string | null | undefined): string | null {
  if (!agent) return null;
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /Firefox\//.test(agent)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(agent)
        ? "Chrome"
        : /Safari\//.test(agent)
          ? "Safari"
          : null;
  const os = /Android/.test(agent)
    ? "Android"
    : /iPhone|iPad/.test(agent)
      ? "iOS"
      : /Windows/.test(agent)
        ? "Windows"
        : /Mac OS/.test(agent)
          ? "macOS"
          : /Linux/.test(agent)
            ? "Linux"
            : null;
  return [browser, os].filter(Boolean).join(" · ") || null;
}

/** The member's signed-in sessions, this one marked, and 'sign out of the other devices'. */
export function SessionsList() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const feedback = useFeedback();
  const { data, isPending, isError, error } = useQuery(accountQueries.sessions());
  const revoke = useMutation({
    mutationFn: () => authCall("/api/auth/revoke-other-sessions", {}),
    onSuccess: async () => {
      feedback.succeed(msg("account.sessions.signedOut"));
      await qc.invalidateQueries({ queryKey: accountKeys.sessions });
    },
    onError: (err) => feedback.fail(err),
  });
  const fmt = dateFormat(dateLocale(i18n.language), { dateStyle: "medium", timeStyle: "short" });
  if (isPending) return <Loader role="status" size="sm" aria-label={t("common.loading")} />;
  if (isError) return <Alert color="red">{errorText(t, error)}</Alert>;
  const others = data.sessions.filter((s) => s.id !== data.currentId).length;
  return (
    <Stack gap="sm">
      <List spacing="xs" listStyleType="none" data-testid="sessions">
        {data.sessions.map((s) => (
          <List.Item key={s.id}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={500}>
                {deviceOf(s.userAgent) ?? t("account.sessions.unknownDevice")}
              </Text>
              {s.id === data.currentId && <Badge variant="light">{t("account.sessions.thisDevice")}</Badge>}
            </Group>
            <Text size="sm">
              {t("account.sessions.since", { date: fmt.format(new Date(s.createdAt)) })}
              {s.ipAddress ? ` · ${s.ipAddress}` : ""}
            </Text>
          </List.Item>
        ))}
      </List>
      <FeedbackAlert feedback={feedback.current} />
      <WrapButton
        variant="light"
        disabled={others === 0}
        loading={revoke.isPending}
        onClick={() => {
          feedback.clear();
          revoke.mutate();
        }}
      >
        {t("account.sessions.signOutOthers")}
      </WrapButton>
    </Stack>
  );
}
