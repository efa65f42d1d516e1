import { Group, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { WrapButton } from "../../components/WrapButton";
import { msg } from "../../lib/message";
import { useSetBirthDate } from "./queries";

/**
 * A member's age (staff see the age, never the date) and the desk's way to set or correct the date
 * of birth: the field starts empty, so no date is shown.
 */
export function MemberBirthDate({ memberId, age }: { memberId: string; age: number | null }) {
  const { t } = useTranslation();
  const [date, setDate] = useState("");
  const save = useSetBirthDate(memberId);
  const feedback = useFeedback({ fallback: "age.failed" });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!date) return;
    feedback.clear();
    save.mutate(date, {
      onSuccess: () => {
        setDate("");
        feedback.succeed(msg("members.birthDateSaved"));
      },
      onError: feedback.fail,
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Text size="sm" data-testid="member-age">
        {t("age.age")}: {age === null ? "–" : t("age.years", { count: age })}
      </Text>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={t("age.birthDate")}
          type="date"
          size="xs"
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <WrapButton type="submit" size="xs" variant="default" loading={save.isPending} disabled={!date}>
          {t("common.save")}
        </WrapButton>
      </Group>
      <FeedbackAlert feedback={feedback.current} />
    </form>
  );
}
