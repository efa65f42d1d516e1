import { Alert, Loader, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorText } from "../../lib/errorText";
import { DeleteAccountForm } from "./DeleteAccountForm";
import { EmailForm } from "./EmailForm";
import { GuardianConsentSection } from "./GuardianConsentSection";
import { MyDataSection } from "./MyDataSection";
import { PasswordForm } from "./PasswordForm";
import { ProfileForm } from "./ProfileForm";
import { accountQueries } from "./queries";
import { Section } from "./Section";
import { SessionsList } from "./SessionsList";

/** The member's own settings and data rights: details, e-mail, password, sessions, data, deletion. */
export function AccountSettings() {
  const { t } = useTranslation();
  const profile = useQuery(accountQueries.profile());
  return (
    <Stack gap="md">
      <Section id="profile-title" title={t("account.profile.title")}>
        {profile.isPending && <Loader role="status" size="sm" aria-label={t("common.loading")} />}
        {profile.isError && <Alert color="red">{errorText(t, profile.error)}</Alert>}
        {profile.data && <ProfileForm profile={profile.data} />}
      </Section>
      <GuardianConsentSection />
      <Section id="email-title" title={t("account.email.title")}>
        {profile.data && <EmailForm email={profile.data.email} />}
      </Section>
      <Section id="password-title" title={t("account.password.title")}>
        <PasswordForm />
      </Section>
      <Section id="sessions-title" title={t("account.sessions.title")}>
        <SessionsList />
      </Section>
      <Section id="data-title" title={t("account.data.title")}>
        <MyDataSection />
      </Section>
      <Section id="delete-title" title={t("account.remove.title")}>
        <DeleteAccountForm />
      </Section>
    </Stack>
  );
}
