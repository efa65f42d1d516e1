import { Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import type { MemberLookupItem } from "../../../shared/schemas/members";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { MemberPicker } from "../../components/MemberPicker";
import { PageShell } from "../../components/PageShell";
import { errorMessage } from "../../lib/errorText";
import { useLang } from "../../lib/lang";
import { msg } from "../../lib/message";
import { formatDay } from "./format";
import { PlanCard } from "./PlanCard";
import { useMemberPlans } from "./queries";

/**
 * /admin-nutrition: pick a member (or arrive with ?member=), see their plans as cards with meals,
 * edit and save them, and read the member's feedback on meals, newest first.
 */
export default function EditorPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const userId = params.get("member");
  const [picked, setPicked] = useState<MemberLookupItem | null>(null);
  const query = useMemberPlans(userId);
  const saved = Boolean((location.state as { saved?: string } | null)?.saved);
  const data = query.data;

  useEffect(() => {
    if (data && picked?.id !== data.member.id) {
      const m = data.member;
      setPicked({
        id: m.id,
        name: m.name,
        email: m.email,
        nutritionName: m.nutritionName,
        nutritionExpiresOn: m.nutritionExpiresOn,
      });
    }
  }, [data, picked]);

  const pick = (m: MemberLookupItem | null) => {
    setPicked(m);
    setParams(m ? { member: m.id } : {}, { replace: true });
  };

  return (
    <PageShell title={t("nutrition.editor.title")} backTo="/admin" size="md">
      <Stack gap="md">
        <Button
          component={Link}
          to="/admin-nutrition-create"
          size="xs"
          variant="light"
          leftSection={<IconPlus size={16} />}
          style={{ alignSelf: "flex-start" }}
        >
          {t("nutrition.create.button")}
        </Button>
        {saved && <FeedbackAlert feedback={{ ok: true, text: msg("nutrition.create.saved") }} />}
        <MemberPicker scope="all" value={picked} onChange={pick} />
        {query.isFetching && !data && <Loader role="status" aria-label={t("common.loading")} />}
        {query.isError && (
          <Group>
            <FeedbackAlert
              feedback={{ ok: false, text: errorMessage(query.error, "nutrition.editor.loadError") }}
            />
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t("common.retry")}
            </Button>
          </Group>
        )}
        {data && (
          <>
            {data.plans.length === 0 && <Text>{t("nutrition.editor.noPlans")}</Text>}
            {data.plans.map((p) => (
              <PlanCard key={p.id} plan={p} />
            ))}
            <Card withBorder component="section" aria-labelledby="nutrition-feedback-title">
              <Title order={2} size="h5" id="nutrition-feedback-title" mb="xs">
                {t("nutrition.editor.feedback")}
              </Title>
              {data.feedback.length === 0 ? (
                <Text size="sm">{t("nutrition.editor.noFeedback")}</Text>
              ) : (
                <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                  {data.feedback.map((f) => (
                    <li key={f.id}>
                      <Text size="xs" c="gray.7">
                        {t("nutrition.editor.feedbackLine", {
                          date: formatDay(f.date, lang),
                          meal: t(`nutrition.meals.${f.meal}`),
                        })}
                      </Text>
                      <Text size="sm">{f.message}</Text>
                    </li>
                  ))}
                </Stack>
              )}
            </Card>
          </>
        )}
      </Stack>
    </PageShell>
  );
}
