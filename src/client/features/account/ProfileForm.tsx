import { Button, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGS, type Lang } from "../../../shared/i18n";
import { NAME_MAX, type Profile, profileFormSchema } from "../../../shared/schemas/account";
import { type Feedback, FeedbackAlert } from "../../components/FeedbackAlert";
import { authCall } from "../../lib/api";
import { errorText } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";
import { queryRoots } from "../../lib/queryKeys";

/** First and last name (the display name follows) and the language of the interface and e-mails. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const form = useSchemaForm(profileFormSchema, {
    initialValues: { firstName: profile.firstName, lastName: profile.lastName, language: profile.language },
  });
  const save = useMutation({
    mutationFn: (v: { firstName: string; lastName: string; language: Lang }) =>
      authCall("/api/auth/update-user", v),
    onSuccess: async (_, v) => {
      await i18n.changeLanguage(v.language);
      setFeedback({ ok: true, text: t("account.profile.saved") });
      await qc.invalidateQueries({ queryKey: queryRoots.me });
    },
    onError: (err) => setFeedback({ ok: false, text: errorText(t, err) }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        setFeedback(null);
        save.mutate(v);
      })}
    >
      <Stack gap="sm">
        <TextInput
          label={t("account.profile.firstName")}
          autoComplete="given-name"
          required
          maxLength={NAME_MAX}
          {...form.getInputProps("firstName")}
        />
        <TextInput
          label={t("account.profile.lastName")}
          autoComplete="family-name"
          required
          maxLength={NAME_MAX}
          {...form.getInputProps("lastName")}
        />
        <div>
          <Text size="sm" fw={500} id="profile-language" mb={4}>
            {t("account.profile.language")}
          </Text>
          <SegmentedControl
            aria-labelledby="profile-language"
            data={LANGS.map((l) => ({ value: l, label: l === "gr" ? "Ελληνικά" : "English" }))}
            {...form.getInputProps("language")}
          />
        </div>
        <FeedbackAlert feedback={feedback} />
        <Button
          type="submit"
          loading={save.isPending}
          style={{ alignSelf: "flex-start", maxWidth: "100%", height: "auto", minHeight: 36 }}
          styles={{ label: { whiteSpace: "normal", textAlign: "left", paddingBlock: 6 } }}
        >
          {t("account.profile.save")}
        </Button>
      </Stack>
    </form>
  );
}
