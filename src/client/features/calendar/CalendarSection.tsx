import {
  Alert,
  Button,
  CopyButton,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateFormat } from "../../../shared/intl";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { errorText } from "../../lib/errorText";
import { dateLocale } from "../../lib/lang";
import { msg } from "../../lib/message";
import { useCreateFeed, useDeleteFeed, useMyCalendar, useSetReminders } from "./queries";

/**
 * The account page's calendar section (decision 019): reminder e-mails on or off, and the
 * private calendar feed, whose address is shown once when it is made (only its hash is kept).
 */
export function CalendarSection() {
  const { t, i18n } = useTranslation();
  const mine = useMyCalendar();
  const setReminders = useSetReminders();
  const createFeed = useCreateFeed();
  const deleteFeed = useDeleteFeed();
  const reminderFeedback = useFeedback({ fallback: "calendar.reminders.saveFailed" });
  const feedFeedback = useFeedback({ fallback: "calendar.feed.failed" });
  /** The address just made: the only time the page knows it. */
  const [url, setUrl] = useState<string | null>(null);
  const busy = createFeed.isPending || deleteFeed.isPending;

  const makeFeed = (again: boolean) => {
    feedFeedback.clear();
    createFeed.mutate(undefined, {
      onSuccess: (made) => {
        setUrl(made.url);
        feedFeedback.succeed(msg(again ? "calendar.feed.regenerated" : "calendar.feed.created"));
      },
      onError: (err) => feedFeedback.fail(err),
    });
  };
  const turnOff = () => {
    feedFeedback.clear();
    deleteFeed.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        feedFeedback.succeed(msg("calendar.feed.turnedOff"));
      },
      onError: (err) => feedFeedback.fail(err),
    });
  };
  const since = mine.data?.feedCreatedAt
    ? dateFormat(dateLocale(i18n.language), { dateStyle: "long" }).format(new Date(mine.data.feedCreatedAt))
    : null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="calendar-title">
      <Title order={2} fz="lg" id="calendar-title" mb="sm">
        {t("calendar.title")}
      </Title>
      {mine.isPending && <Loader role="status" size="sm" aria-label={t("common.loading")} />}
      {mine.isError && <Alert color="red">{errorText(t, mine.error, "calendar.loadError")}</Alert>}
      {mine.data && (
        <Stack gap="md">
          <div>
            <Switch
              label={t("calendar.reminders.label")}
              aria-describedby="calendar-reminders-hint"
              checked={mine.data.reminders}
              disabled={setReminders.isPending}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                reminderFeedback.clear();
                setReminders.mutate(on, {
                  onSuccess: () =>
                    reminderFeedback.succeed(msg(on ? "calendar.reminders.on" : "calendar.reminders.off")),
                  onError: (err) => reminderFeedback.fail(err),
                });
              }}
            />
            <Text id="calendar-reminders-hint" size="sm" c="gray.7" mt={4}>
              {t("calendar.reminders.hint", { time: mine.data.reminderTime })}
            </Text>
            <FeedbackAlert feedback={reminderFeedback.current} mt="xs" />
          </div>
          <Stack gap="xs">
            <Title order={3} fz="md">
              {t("calendar.feed.title")}
            </Title>
            <Text size="sm">{t("calendar.feed.intro")}</Text>
            {url ? (
              <>
                <TextInput
                  label={t("calendar.feed.urlLabel")}
                  value={url}
                  readOnly
                  onFocus={(e) => e.currentTarget.select()}
                  aria-describedby="calendar-feed-once"
                />
                <Text id="calendar-feed-once" size="sm" c="gray.7">
                  {t("calendar.feed.shownOnce")}
                </Text>
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button
                      variant="light"
                      color={copied ? "teal" : undefined}
                      onClick={copy}
                      style={{ alignSelf: "flex-start" }}
                    >
                      {copied ? t("calendar.feed.copied") : t("calendar.feed.copy")}
                    </Button>
                  )}
                </CopyButton>
              </>
            ) : (
              <Text size="sm">
                {since ? t("calendar.feed.onSince", { date: since }) : t("calendar.feed.off")}
              </Text>
            )}
            <Group gap="sm">
              <Button
                variant="light"
                loading={createFeed.isPending}
                disabled={busy}
                onClick={() => makeFeed(Boolean(since))}
              >
                {since ? t("calendar.feed.regenerate") : t("calendar.feed.create")}
              </Button>
              {since && (
                <Button
                  variant="subtle"
                  color="red"
                  loading={deleteFeed.isPending}
                  disabled={busy}
                  onClick={turnOff}
                >
                  {t("calendar.feed.turnOff")}
                </Button>
              )}
            </Group>
            <FeedbackAlert feedback={feedFeedback.current} />
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
