import { SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDecimal } from "../../../shared/decimals";
import { dateFormat } from "../../../shared/intl";
import type { AdminFitness, AdminNutrition } from "../../../shared/schemas/questionnaires";
import { shownAddress } from "../../lib/address";
import { dateLocale } from "../../lib/lang";

type Row = { label: string; value: string };

/** A questionnaire's answers as label / value pairs, for a coach's expanded row. */
export function AnswerList({ item }: { item: AdminNutrition | AdminFitness }) {
  const { t, i18n } = useTranslation();
  const f = (name: string) => t(`questionnaires.fields.${name}`);
  const yesNo = (v: boolean) => t(v ? "questionnaires.admin.yes" : "questionnaires.admin.no");
  const num = (v: number | null) => (v === null ? "—" : formatDecimal(v, i18n.language));
  const rows: Row[] = [
    { label: t("questionnaires.admin.user"), value: `${item.name} · ${shownAddress(item.email, t)}` },
    { label: f("goals"), value: item.goals },
    { label: f("heightCm"), value: num(item.heightCm) },
    { label: f("weightKg"), value: num(item.weightKg) },
    { label: f("age"), value: num(item.age) },
    { label: f("sex"), value: t(`questionnaires.sex.${item.sex}`) },
    { label: f("activityLevel"), value: t(`questionnaires.activity.${item.activityLevel}`) },
    { label: f("medicalConditions"), value: item.medicalConditions },
    { label: f("bloodPressure"), value: item.bloodPressure },
    {
      label: f("trainingExperience"),
      value: item.trainingExperience ? t(`questionnaires.experience.${item.trainingExperience}`) : "",
    },
    { label: f("hadPersonalTrainer"), value: yesNo(item.hadPersonalTrainer) },
    { label: f("trainingDaysPerWeek"), value: num(item.trainingDaysPerWeek) },
    { label: f("trainingReason"), value: item.trainingReason },
    { label: f("preferredPackage"), value: item.preferredPackage },
  ];
  if ("allergies" in item) {
    rows.push(
      { label: f("allergies"), value: item.allergies },
      { label: f("dislikes"), value: item.dislikes },
      { label: f("dietaryPreferences"), value: item.dietaryPreferences },
      { label: f("mealsPerDay"), value: num(item.mealsPerDay) },
      { label: f("waterLPerDay"), value: num(item.waterLPerDay) },
      { label: f("sleepHours"), value: num(item.sleepHours) },
      { label: f("hasDietPlan"), value: yesNo(item.hasDietPlan) },
      { label: f("currentDietPlan"), value: item.currentDietPlan },
    );
  }
  if ("readiness" in item) {
    const yes = item.readiness.flatMap((v, i) => (v ? [String(i + 1)] : []));
    rows.push({
      label: t("questionnaires.sections.readiness"),
      value: yes.length
        ? t("questionnaires.admin.readinessYes", { list: yes.join(", ") })
        : t("questionnaires.admin.readinessNone"),
    });
  }
  rows.push(
    { label: f("notes"), value: item.notes },
    {
      label: f("consent"),
      value: t("questionnaires.admin.consent", {
        date: dateFormat(dateLocale(i18n.language), { dateStyle: "medium", timeStyle: "short" }).format(
          new Date(item.consentAt),
        ),
        version: item.consentVersion,
      }),
    },
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4} component="dl" m={0}>
      {rows.map((r) => (
        <div key={r.label}>
          <Text component="dt" size="xs" fw={600}>
            {r.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {r.value || "—"}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
