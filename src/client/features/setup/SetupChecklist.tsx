import { Anchor, Card, List, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconCircleDashed } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SETUP_STEPS, type SetupStep } from "../../../shared/schemas/setup";
import { FirstRunChoice } from "./FirstRunChoice";
import { checklistQuery } from "./queries";

/** Where each step is done. */
const SCREENS: Record<SetupStep, string> = {
  identity: "/admin-identity",
  rules: "/admin-settings",
  schedules: "/admin-settings",
  packages: "/admin-package-edit",
  staff: "/admin-staff",
  members: "/admin-import",
  site: "/admin-identity",
};

/**
 * The owner's first steps on their home (decision 051), each ticked from the studio's data and
 * linking to its screen; gone once every one is done. Not shown while it loads or if it fails: the
 * home's buttons reach every screen anyway. A new install asks its first-run question in its place.
 */
export function SetupChecklist() {
  const { t } = useTranslation();
  const checklist = useQuery(checklistQuery);
  const steps = checklist.data;
  if (steps?.start === "ask") return <FirstRunChoice />;
  if (!steps || SETUP_STEPS.every((s) => steps[s])) return null;
  const done = SETUP_STEPS.filter((s) => steps[s]).length;
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4">
        {t("setup.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t("setup.progress", { done, total: SETUP_STEPS.length })}
      </Text>
      <List spacing="xs" center>
        {SETUP_STEPS.map((s) => (
          <List.Item
            key={s}
            icon={
              <ThemeIcon color={steps[s] ? "teal" : "gray"} variant="light" size={22} radius="xl">
                {steps[s] ? <IconCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
              </ThemeIcon>
            }
          >
            <Anchor component={Link} to={SCREENS[s]}>
              {t(`setup.steps.${s}`)}
            </Anchor>
            <Text span size="sm" c="dimmed">
              {" · "}
              {t(steps[s] ? "setup.done" : "setup.todo")}
            </Text>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
