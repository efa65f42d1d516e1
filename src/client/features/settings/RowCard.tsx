import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type Feedback, FeedbackAlert } from "../../components/FeedbackAlert";

/**
 * One row of the owner's settings as an edit card (a schedule, a kind of credit): its name and a
 * header's controls on top, its fields, Save (and links beside it), and the outcome under the button.
 */
export function RowCard({
  testId,
  title,
  aside,
  onSave,
  saving,
  feedback,
  notice,
  links,
  children,
}: {
  testId: string;
  title: string;
  aside?: ReactNode;
  onSave: () => void;
  saving: boolean;
  feedback: Feedback | null;
  /** An outcome of the header's controls (a move), under the header. */
  notice?: Feedback | null;
  links?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={700}>{title}</Text>
            {aside}
          </Group>
          <FeedbackAlert feedback={notice ?? null} />
          {children}
          <Group wrap="wrap">
            <Button type="submit" loading={saving}>
              {t("schedules.save")}
            </Button>
            {links}
          </Group>
          <FeedbackAlert feedback={feedback} />
        </Stack>
      </form>
    </Paper>
  );
}
