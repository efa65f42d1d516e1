import { SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LANGS, type Lang } from "../../../shared/i18n";
import { NAME_MAX, type Profile, profileFormSchema } from "../../../shared/schemas/account";
import { FeedbackAlert, useFeedbackMutation } from "../../components/FeedbackAlert";
import { WrapButton } from "../../components/WrapButton";
import { authCall } from "../../lib/api";
import { useSchemaForm } from "../../lib/form";
import { msg } from "../../lib/message";
import { queryRoots } from "../../lib/queryKeys";

/**
 * First and last name (the display name follows), the date of birth (given once: then the desk
 * changes it) and the language of the interface and e-mails.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const form = useSchemaForm(profileFormSchema, {
    initialValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      language: profile.language,
      birthDate: profile.birthDate ?? "",
    },
  });
  const save = useFeedbackMutation({
    mutationFn: ({
      birthDate,
      ...v
    }: {
      firstName: string;
      lastName: string;
      language: Lang;
      birthDate: string;
    }) => authCall("/api/auth/update-user", { ...v, ...(birthDate ? { birthDate } : {}) }),
    onSuccess: async (_, v) => {
      await i18n.changeLanguage(v.language);
      await qc.invalidateQueries({ queryKey: queryRoots.me });
      return msg("account.profile.saved");
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit(save.run)}>
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
        <TextInput
          label={t("age.birthDate")}
          type="date"
          autoComplete="bday"
          readOnly={profile.birthDate !== null}
          description={profile.birthDate !== null ? t("errors.BIRTH_DATE_LOCKED") : undefined}
          {...form.getInputProps("birthDate")}
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
        <FeedbackAlert feedback={save.feedback.current} />
        <WrapButton type="submit" loading={save.isPending}>
          {t("account.profile.save")}
        </WrapButton>
      </Stack>
    </form>
  );
}
