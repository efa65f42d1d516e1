import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { questionnaireQueries } from "./queries";

/** The dashboard's block: the two lists, with what waits for a coach (unreviewed, attention, follow-ups). */
export function QuestionnairesAdminLinks() {
  const { t } = useTranslation();
  const { data } = useQuery(questionnaireQueries.summary());
  const a = (key: string, count?: number) => t(`questionnaires.admin.${key}`, { count: count ?? 0 });
  // Long Greek labels wrap on a phone instead of being cut.
  const wrap = { root: { height: "auto", minHeight: 36 }, label: { whiteSpace: "normal" as const } };
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {a("dashboardTitle")}
        </Title>
        <Group wrap="wrap">
          <Button component={Link} to="/admin/questionnaires" variant="light" py={6} styles={wrap}>
            {a("nutritionLink", data?.nutritionUnreviewed)}
          </Button>
          <Button component={Link} to="/admin/fitness-questionnaires" variant="light" py={6} styles={wrap}>
            {a("fitnessLink", data?.fitnessUnreviewed)}
          </Button>
        </Group>
        {data && (data.fitnessNeedsAttention > 0 || data.followUpsThisWeek > 0) && (
          <Text size="sm">
            <Link to="/admin/fitness-questionnaires">
              {a("attention", data.fitnessNeedsAttention)} · {a("followUps", data.followUpsThisWeek)}
            </Link>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
