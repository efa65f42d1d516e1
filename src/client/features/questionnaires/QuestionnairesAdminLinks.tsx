import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { WrapButton } from "../../components/WrapButton";
import { questionnaireQueries } from "./queries";

/** The dashboard's block: the two lists, with what waits for a coach (unreviewed, attention, follow-ups). */
export function QuestionnairesAdminLinks() {
  const { t } = useTranslation();
  const { data } = useQuery(questionnaireQueries.summary());
  const a = (key: string, count?: number) => t(`questionnaires.admin.${key}`, { count: count ?? 0 });
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {a("dashboardTitle")}
        </Title>
        <Group wrap="wrap">
          <WrapButton component={Link} to="/admin/questionnaires" variant="light">
            {a("nutritionLink", data?.nutritionUnreviewed)}
          </WrapButton>
          <WrapButton component={Link} to="/admin/fitness-questionnaires" variant="light">
            {a("fitnessLink", data?.fitnessUnreviewed)}
          </WrapButton>
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
